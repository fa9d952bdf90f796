import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useDocumentTitle, useSession, useToast } from '@atelier/common';
import { Button, Card, Flex, Form, Input, Segmented, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { messageOf } from './shared/errors';
import { setRegistrationDraft } from './shared/registration-draft';

import { EMAIL_PATTERN, MESSAGES, PASSWORD_MIN } from './shared/validation';

type Mode = 'signin' | 'signup';

interface SignInValues {
  email: string;
  password: string;
}

interface SignUpValues {
  email: string;
  password: string;
  displayName: string;
  inviteCode?: string;
}

const FALLBACK_ERROR = 'Something went wrong. Please try again.';

const emailRules = [
  { required: true, message: MESSAGES.invalidEmailSchema },
  { pattern: EMAIL_PATTERN, message: MESSAGES.invalidEmailSchema },
];

/**
 * Sign in, or sign up (spec sections 2 and 5). `?type=shopper` opens the shopper sign-up
 * (email, password, display name); otherwise sign-up is for clients, who need an invite
 * code. A client account also needs contact details and a billing address, so the client
 * sign-up hands its fields to the registration wizard, which asks for the rest.
 * Success goes to /, which sends each role to its dashboard.
 */
export default function Auth() {
  const [params, setParams] = useSearchParams();
  const asShopper = params.get('type') === 'shopper';
  // The URL holds the state, so Sign In in the header, a reload or a shared link all agree.
  const requested = params.get('mode');
  const mode: Mode = requested === 'signin' || requested === 'signup' ? requested : asShopper ? 'signup' : 'signin';
  const [submitting, setSubmitting] = useState(false);
  const { status, login, registerShopper } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const title = mode === 'signin' ? 'Sign In' : asShopper ? 'Become a Personal Shopper' : 'Create a Client Account';
  useDocumentTitle(title);

  // Switching between sign-in and sign-up moves the focus to the new form's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [mode, asShopper]);

  if (status === 'authenticated' && !submitting) return <Navigate to="/" replace />;

  const fail = (error: unknown) =>
    toast({ title: 'Error', description: messageOf(error, FALLBACK_ERROR), variant: 'destructive' });

  const signIn = async ({ email, password }: SignInValues) => {
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password });
      toast({ title: 'Welcome back!', variant: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      fail(error);
      setSubmitting(false);
    }
  };

  const signUp = async ({ email, password, displayName, inviteCode }: SignUpValues) => {
    if (!asShopper) {
      // The wizard asks for the client's contact details and address, then creates the account.
      setRegistrationDraft({ email: email.trim(), password, displayName: displayName.trim() });
      navigate(`/registration?inviteCode=${encodeURIComponent((inviteCode ?? '').trim().toUpperCase())}`);
      return;
    }
    setSubmitting(true);
    try {
      await registerShopper({ email: email.trim(), password, displayName: displayName.trim() });
      toast({ title: 'Account created!', description: 'Welcome to Atelier.', variant: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      fail(error);
      setSubmitting(false);
    }
  };

  const show = (next: Mode, shopper = asShopper) => {
    const search = new URLSearchParams();
    if (shopper) search.set('type', 'shopper');
    if (next !== (shopper ? 'signup' : 'signin')) search.set('mode', next);
    setParams(search, { replace: true });
  };

  return (
    <Flex vertical align="center" gap={16}>
      <Card style={{ width: '100%', maxWidth: 460 }} styles={{ body: { padding: 'clamp(16px, 5vw, 32px)' } }}>
        <Segmented<Mode>
          block
          value={mode}
          onChange={(next) => show(next)}
          options={[
            { value: 'signin', label: 'Sign In' },
            { value: 'signup', label: 'Sign Up' },
          ]}
          style={{ marginBottom: 20 }}
          aria-label="Sign in or sign up"
        />
        <Typography.Title
          level={1}
          ref={headingRef}
          tabIndex={-1}
          style={{ fontSize: 24, marginTop: 0, outline: 'none' }}
        >
          {mode === 'signin' ? 'Welcome back' : title}
        </Typography.Title>

        {mode === 'signin' ? (
          <Form<SignInValues>
            noValidate
            key="signin"
            name="signin"
            layout="vertical"
            requiredMark={false}
            validateTrigger="onBlur"
            scrollToFirstError={{ focus: true }}
            onFinish={signIn}
          >
            <Form.Item name="email" label="Email" rules={emailRules}>
              <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
            </Form.Item>
            <Form.Item
              name="password"
              label="Password"
              rules={[{ required: true, message: MESSAGES.passwordRequired }]}
            >
              <Input.Password autoComplete="current-password" maxLength={128} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              Sign In
            </Button>
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              New here? <LinkButton onClick={() => show('signup')}>Create an account</LinkButton>
            </Typography.Paragraph>
          </Form>
        ) : (
          <Form<SignUpValues>
            noValidate
            key={asShopper ? 'signup-shopper' : 'signup-client'}
            name={asShopper ? 'signupShopper' : 'signupClient'}
            layout="vertical"
            requiredMark={false}
            validateTrigger="onBlur"
            scrollToFirstError={{ focus: true }}
            onFinish={signUp}
            onFinishFailed={({ errorFields }) => {
              if (errorFields.some((field) => field.name[0] === 'inviteCode')) {
                toast({ title: 'Error', description: MESSAGES.inviteCodeRequired, variant: 'destructive' });
              }
            }}
          >
            <Typography.Paragraph type="secondary">
              {asShopper
                ? 'Invite your clients, run their shopping requests and bill them through Atelier.'
                : 'Clients join with the invite code their personal shopper sent them.'}
            </Typography.Paragraph>
            <Form.Item
              name="displayName"
              label="Display name"
              rules={[{ required: true, whitespace: true, message: MESSAGES.displayNameRequired }]}
            >
              <Input autoComplete="name" maxLength={100} />
            </Form.Item>
            <Form.Item name="email" label="Email" rules={emailRules}>
              <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
            </Form.Item>
            <Form.Item
              name="password"
              label="Password"
              extra={`At least ${PASSWORD_MIN} characters.`}
              rules={[
                { required: true, message: MESSAGES.passwordTooShort },
                { min: PASSWORD_MIN, message: MESSAGES.passwordTooShort },
              ]}
            >
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
            {!asShopper && (
              <Form.Item
                name="inviteCode"
                label="Invite code"
                rules={[{ required: true, whitespace: true, message: MESSAGES.inviteCodeRequired }]}
                extra="Next you will add your contact details and billing address."
              >
                <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} />
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {asShopper ? 'Create Account' : 'Continue'}
            </Button>
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              {asShopper ? (
                <>
                  Joining as a client?{' '}
                  <LinkButton onClick={() => show('signup', false)}>Sign up with an invite code</LinkButton>
                </>
              ) : (
                <>
                  Are you a personal shopper?{' '}
                  <LinkButton onClick={() => show('signup', true)}>Sign up as a shopper</LinkButton>
                </>
              )}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              Already have an account? <LinkButton onClick={() => show('signin')}>Sign in</LinkButton>
            </Typography.Paragraph>
          </Form>
        )}
      </Card>
      <Link to="/">
        <ArrowLeftOutlined aria-hidden="true" /> Back to Home
      </Link>
    </Flex>
  );
}

/**
 * An inline text button (keyboard-focusable, unlike an anchor without href), at least 24 px
 * tall so it is easy to hit (WCAG 2.5.8).
 */
function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      type="link"
      onClick={onClick}
      style={{ padding: 0, height: 'auto', minHeight: 24, verticalAlign: 'baseline' }}
    >
      {children}
    </Button>
  );
}
