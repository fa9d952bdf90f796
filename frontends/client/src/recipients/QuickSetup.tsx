import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import SmileOutlined from '@ant-design/icons/SmileOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UsergroupAddOutlined from '@ant-design/icons/UsergroupAddOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { failureText, useSubmitOnce, useToast } from '@atelier/common';
import { RECIPIENT_MESSAGES, type Relationship, useCreateRecipient } from '@atelier/common/recipients';
import { Button, Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { QUICK_SETUP_PRESETS, type QuickSetupPreset } from './quick-setup';

const ICONS: Record<Relationship, ReactNode> = {
  self: <UserOutlined aria-hidden="true" />,
  spouse: <HeartOutlined aria-hidden="true" />,
  child: <SmileOutlined aria-hidden="true" />,
  parent: <TeamOutlined aria-hidden="true" />,
  friend: <UsergroupAddOutlined aria-hidden="true" />,
  property: <HomeOutlined aria-hidden="true" />,
  other: <EllipsisOutlined aria-hidden="true" />,
};

/** One click adds a recipient with that relationship and no sizes yet (Edit adds them). */
export function QuickSetup() {
  const create = useCreateRecipient();
  const { toast } = useToast();
  // One recipient at a time: a double tap reaches the handler twice before a re-render.
  const { pending, onSubmit: add } = useSubmitOnce(async ({ relationship, displayName }: QuickSetupPreset) => {
    try {
      await create.mutateAsync({ relationship, displayName, profile: { sizing: {} } });
      toast({
        title: RECIPIENT_MESSAGES.added,
        description: `${displayName} is ready. Use Edit to add sizes and preferences.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: RECIPIENT_MESSAGES.addFailed,
        description: failureText(error),
        variant: 'destructive',
      });
    }
  });
  const pendingName = pending ? create.variables?.displayName : undefined;

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Quick Setup</h2>}>
      <Typography.Paragraph type="secondary">Add who you shop for in one click.</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {QUICK_SETUP_PRESETS.map((preset) => (
          <Col key={preset.relationship} xs={12} sm={8} lg={6}>
            <Button
              block
              size="large"
              icon={ICONS[preset.relationship]}
              aria-label={`Add ${preset.displayName}`}
              loading={pendingName === preset.displayName}
              disabled={pending && pendingName !== preset.displayName}
              onClick={() => void add(preset)}
              style={{ height: 56 }}
            >
              {preset.displayName}
            </Button>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
