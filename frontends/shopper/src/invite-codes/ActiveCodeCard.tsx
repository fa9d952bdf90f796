import CopyOutlined from '@ant-design/icons/CopyOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import { formatDateTime } from '@atelier/common';
import { CopyButton } from '@atelier/common/copy-button';
import { Card, Flex, Typography } from 'antd';
import { useId } from 'react';
import { CodeText } from './CodeText';
import { ClientLine } from './ClientLine';
import { InvitationStatus } from './InvitationStatus';
import { type InviteCode, registrationLink } from './invite-code-rules';
import { ResendButton } from './ResendButton';
import { RevokeButton } from './RevokeButton';

/**
 * An unused code: the code itself, who it is for, when it was made, how its invitation email
 * went (just above Resend), the copy buttons, Resend and Revoke.
 */
export function ActiveCodeCard({ code }: { code: InviteCode }) {
  const statusId = useId();
  return (
    <Card size="small" role="article" aria-label={`Invite code ${code.code}`}>
      <Flex vertical gap={8}>
        <CodeText code={code.code} />
        <ClientLine name={code.clientName} email={code.clientEmail} />
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Created {formatDateTime(code.createdAt)}
        </Typography.Text>
        {code.email && <InvitationStatus id={statusId} email={code.email} />}
        <Flex gap={8} wrap>
          <CopyButton
            text={code.code}
            label="Copy Code"
            icon={<CopyOutlined aria-hidden="true" />}
            copiedDescription="Invite code copied to clipboard."
          />
          <CopyButton
            text={registrationLink(window.location.origin, code.code)}
            label="Copy Link"
            icon={<LinkOutlined aria-hidden="true" />}
            copiedDescription="Registration link copied to clipboard."
          />
          <ResendButton code={code} describedBy={code.email ? statusId : undefined} />
          <RevokeButton code={code} />
        </Flex>
      </Flex>
    </Card>
  );
}
