import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { formatDateTime, VISUALLY_HIDDEN } from '@atelier/common';
import { Flex, Tag, type TagProps, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type InvitationEmail, sendCountText } from './invitation-email-rules';

const LOOKS: Record<InvitationEmail['status'], { label: string; color?: TagProps['color']; icon: ReactNode }> = {
  queued: { label: 'Sending invitation…', color: 'processing', icon: <SyncOutlined spin aria-hidden="true" /> },
  sent: { label: 'Invitation emailed', color: 'success', icon: <CheckCircleOutlined aria-hidden="true" /> },
  failed: { label: 'Email failed', color: 'error', icon: <CloseCircleOutlined aria-hidden="true" /> },
  skipped: { label: 'Not emailed', icon: <MinusCircleOutlined aria-hidden="true" /> },
};

/**
 * Where the code's invitation email stands: a tag (sent with its time, failed with the mail
 * server's reason) and, after a resend, how many went out. The time says "Sent" as the line
 * above says "Created": on a phone it wraps onto a line of its own. A live region: the list's
 * polling turns "Sending invitation…" into the outcome, and a screen reader hears it. `id`
 * lets the Resend button name it as its description.
 */
export function InvitationStatus({ id, email }: { id: string; email: InvitationEmail }) {
  const look = LOOKS[email.status];
  const reason = email.status === 'failed' ? email.lastError : null;
  const sentAt = email.status === 'sent' && email.sentAt ? email.sentAt : null;
  const count = sendCountText(email);

  // With a reason the tag takes focus, so a keyboard opens the tooltip as a pointer does.
  const tag = (
    <Tag color={look.color} icon={look.icon} tabIndex={reason ? 0 : undefined} style={{ marginInlineEnd: 0 }}>
      {look.label}
      {reason && <span style={VISUALLY_HIDDEN}>: {reason}</span>}
    </Tag>
  );
  return (
    <Flex id={id} role="status" align="center" gap={8} wrap>
      {reason ? (
        <Tooltip title={reason} trigger={['hover', 'focus']}>
          {tag}
        </Tooltip>
      ) : (
        tag
      )}
      {sentAt && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {email.sendCount > 1 ? 'Last sent' : 'Sent'} <time dateTime={sentAt}>{formatDateTime(sentAt)}</time>
        </Typography.Text>
      )}
      {count && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {count}
        </Typography.Text>
      )}
    </Flex>
  );
}
