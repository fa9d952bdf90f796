import ExportOutlined from '@ant-design/icons/ExportOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SkinOutlined from '@ant-design/icons/SkinOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { formatMemberSince, InitialsAvatar, RouterButton, type Schemas } from '@atelier/common';
import { Button, Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { socialHref } from './social-link';

type MyShopper = Schemas['MyShopperDto'];

/** The service kinds (docs/product-rules.md, "Client view of shopper"). */
const SERVICES = [
  { label: 'Clothing & Fashion', icon: <SkinOutlined aria-hidden="true" /> },
  { label: 'Home Décor & Furnishing', icon: <HomeOutlined aria-hidden="true" /> },
  { label: 'Event Planning & Supplies', icon: <GiftOutlined aria-hidden="true" /> },
];

const cardTitle = (text: string) => <h2 style={{ margin: 0, fontSize: 16 }}>{text}</h2>;

function Identity({ shopper }: { shopper: MyShopper }) {
  const { profile, user, createdAt, socialMediaUrl } = shopper;
  const social = socialHref(socialMediaUrl);
  return (
    <Card style={{ height: '100%' }}>
      <Flex align="center" gap={16} wrap>
        <InitialsAvatar name={profile.displayName} src={profile.avatarUrl} size={88} fontSize={32} />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 180px' }}>
          <h2 style={{ margin: 0, fontSize: 22, overflowWrap: 'anywhere' }}>{profile.displayName}</h2>
          <Typography.Text type="secondary">Personal Shopper</Typography.Text>
          <Typography.Link href={`mailto:${user.email}`} style={{ overflowWrap: 'anywhere' }}>
            <MailOutlined aria-hidden="true" /> {user.email}
          </Typography.Link>
        </Flex>
      </Flex>
      <Descriptions
        column={1}
        size="small"
        style={{ marginTop: 20 }}
        items={[
          { key: 'since', label: 'Member Since', children: formatMemberSince(createdAt) },
          ...(social
            ? [
                {
                  key: 'social',
                  label: 'Follow Me',
                  children: (
                    <Button
                      href={social}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="small"
                      icon={<ExportOutlined aria-hidden="true" />}
                      iconPlacement="end"
                      aria-label={`Visit ${profile.displayName} on social media (opens in a new tab)`}
                    >
                      Visit
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** The assigned shopper: who they are, what they shop for, and where to start a request. */
export function ShopperDetails({ shopper }: { shopper: MyShopper }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Identity shopper={shopper} />
      </Col>
      <Col xs={24} lg={10}>
        <Card title={cardTitle('Services')} style={{ height: '100%' }}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {SERVICES.map((service) => (
              <li key={service.label}>
                <Flex align="center" gap={10}>
                  {service.icon}
                  <Typography.Text>{service.label}</Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small">
          <nav aria-label="Requests">
            <Row gutter={[8, 8]}>
              <Col xs={24} sm={12}>
                <RouterButton
                  to="/task-wizard"
                  type="primary"
                  size="large"
                  block
                  icon={<PlusOutlined aria-hidden="true" />}
                >
                  Start New Shopping Request
                </RouterButton>
              </Col>
              <Col xs={24} sm={12}>
                <RouterButton to="/tasks" size="large" block icon={<UnorderedListOutlined aria-hidden="true" />}>
                  View All My Requests
                </RouterButton>
              </Col>
            </Row>
          </nav>
        </Card>
      </Col>
    </Row>
  );
}
