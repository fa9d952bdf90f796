import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import SkinOutlined from '@ant-design/icons/SkinOutlined';
import { useDocumentTitle } from '@atelier/common';
import { Button, Card, Col, Divider, Flex, Form, Input, Row, Space, theme, Typography } from 'antd';
import { lazy, type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type JoinMethod, landingDraft, stepOf, stepUrl } from './landing/landing-form';
import { ShopperSelect, type ShopperListItem, useShoppers } from './shared/shoppers';

import { MESSAGES } from './shared/validation';

// Most visits never open the registration form: its code (steps, radios) comes when it opens.
const LandingRegistration = lazy(() =>
  import('./landing/LandingRegistration').then((module) => ({ default: module.LandingRegistration })),
);

/** How the visitor chose to join on the home view. */
interface LandingStart {
  method: JoinMethod;
  shopperId?: string;
  inviteCode?: string;
}

const SERVICES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <SkinOutlined />,
    title: 'Clothing & Fashion',
    text: 'Outfits, basics and gifts in your sizes and style.',
  },
  { icon: <GiftOutlined />, title: 'Wardrobe Styling', text: 'A second eye on what to keep, pair and add.' },
  {
    icon: <HomeOutlined />,
    title: 'Home Décor & Furnishing',
    text: 'Pieces that fit the room, the style and the budget.',
  },
  {
    icon: <CalendarOutlined />,
    title: 'Event Planning & Supplies',
    text: 'Everything a wedding, birthday or party needs.',
  },
];

const HOW_IT_WORKS = [
  'Join with your shopper’s invitation code, or choose a shopper from the list.',
  'Tell your shopper what you need: for you, someone close to you, or a home.',
  'Review the priced picks with photos, react and chat, then settle one invoice.',
];

/**
 * The landing page and client registration, at / and /register (docs/product-rules.md,
 * "Landing form"). Signed-in users never see it (the route table redirects them). The form's steps
 * are `?step=1..3`; `?code=` opens it with that invitation code applied.
 */
export default function Landing() {
  useDocumentTitle('Personal Shopping Assistant');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { shoppers, loading } = useShoppers();
  const code = params.get('code')?.trim().toUpperCase() ?? '';
  const step = stepOf(params);

  // An invitation link: its code goes into the form, which opens at its first step. Another
  // code than the one being typed with (another invitation opened in this tab) starts afresh.
  useEffect(() => {
    if (!code) return;
    const draft = landingDraft.load();
    if (draft.method !== 'invite' || draft.inviteCode !== code)
      landingDraft.save({ method: 'invite', inviteCode: code });
    navigate(stepUrl(pathname, 0), { replace: true });
  }, [code, pathname, navigate]);

  if (code) return null;
  if (step !== null) {
    return <LandingRegistration step={step} shoppers={shoppers} shoppersLoading={loading} />;
  }
  const start = (choice: LandingStart) => {
    // The rest of what was typed before (the visitor went back to the home view) stays.
    landingDraft.save({ ...landingDraft.load(), shopperId: undefined, inviteCode: undefined, ...choice });
    navigate(stepUrl(pathname, 0));
  };
  return (
    <Intro>
      <GetStarted shoppers={shoppers} loading={loading} onStart={start} />
    </Intro>
  );
}

/**
 * The pitch and `children` (the get-started card): the card comes right after the lead on
 * narrow screens and beside the pitch on wide ones, by CSS (index.html, `.atelier-landing`).
 */
function Intro({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="landing-title" className="atelier-landing">
      <div className="atelier-landing-intro">
        <Typography.Title id="landing-title" level={1} style={{ marginTop: 0, fontSize: 'clamp(28px, 5vw, 40px)' }}>
          Personal shopping, handled for you
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>
          Atelier pairs you with a professional personal shopper. Tell them what you need, whether an outfit, a room
          refresh or supplies for an event, and they come back with priced picks and photos, talk each one through with
          you, and bill everything on one invoice.
        </Typography.Paragraph>
      </div>
      <div className="atelier-landing-start">{children}</div>
      <div className="atelier-landing-more">
        <Row gutter={[12, 12]} style={{ margin: '24px 0' }}>
          {SERVICES.map((service) => (
            <Col xs={24} sm={12} key={service.title}>
              <Flex gap={12} align="start">
                <span aria-hidden="true" style={{ fontSize: 22, color: token.colorPrimary, lineHeight: 1 }}>
                  {service.icon}
                </span>
                <span>
                  <Typography.Text strong style={{ display: 'block' }}>
                    {service.title}
                  </Typography.Text>
                  <Typography.Text type="secondary">{service.text}</Typography.Text>
                </span>
              </Flex>
            </Col>
          ))}
        </Row>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          How it works
        </Typography.Title>
        <ol style={{ paddingLeft: 20, margin: 0, lineHeight: 1.8 }}>
          {HOW_IT_WORKS.map((line) => (
            <li key={line}>
              <Typography.Text>{line}</Typography.Text>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function GetStarted({
  shoppers,
  loading,
  onStart,
}: {
  shoppers: ShopperListItem[];
  loading: boolean;
  onStart: (start: LandingStart) => void;
}) {
  const [shopperId, setShopperId] = useState<string | undefined>();
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 22 }}>
        Get started as a client
      </Typography.Title>
      <Form
        noValidate
        layout="vertical"
        name="landingShopper"
        onFinish={() => shopperId && onStart({ method: 'shopper', shopperId })}
      >
        <Form.Item label="Choose your personal shopper" htmlFor="landingShopper_shopper" style={{ marginBottom: 12 }}>
          <ShopperSelect
            id="landingShopper_shopper"
            shoppers={shoppers}
            loading={loading}
            value={shopperId}
            onChange={setShopperId}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!shopperId} block>
          Continue with this shopper
        </Button>
      </Form>

      <Divider plain>or</Divider>

      <Form<{ code?: string }>
        noValidate
        layout="vertical"
        name="landingCode"
        validateTrigger="onSubmit"
        onFinish={({ code }) => onStart({ method: 'invite', inviteCode: (code ?? '').trim().toUpperCase() })}
      >
        <Form.Item
          label="Have an invitation code?"
          htmlFor="landingCode_code"
          required={false}
          style={{ marginBottom: 0 }}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, whitespace: true, message: MESSAGES.enterInvitationCode }]}
            >
              <Input
                placeholder="e.g. K7QX2M9PRT"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={32}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              Go
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>

      <Flex vertical gap={6} style={{ marginTop: 24 }}>
        <Link to="/auth">Already have an account? Sign in</Link>
        <Link to="/auth?type=shopper">Become a Personal Shopper</Link>
        <Link to="/registration">Prefer a guided setup? Register step by step</Link>
      </Flex>
    </Card>
  );
}
