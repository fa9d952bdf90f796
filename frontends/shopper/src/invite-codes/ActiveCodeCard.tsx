import CopyOutlined from '@ant-design/icons/CopyOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import { formatDateTime } from '@atelier/common';
import { Card, Flex, Typography } from 'antd';
import { CodeText } from './CodeText';
import { CopyButton } from './CopyButton';
import { ClientLine } from './ClientLine';
import { type InviteCode, registrationLink } from './invite-code-rules';

/** An unused code: the code itself, who it is for, when it was made, and the copy buttons. */
export function ActiveCodeCard({ code }: { code: InviteCode }) {
  return (
    <Card size="small" role="article" aria-label={`Invite code ${code.code}`}>
      <Flex vertical gap={8}>
        <CodeText code={code.code} />
        <ClientLine name={code.clientName} email={code.clientEmail} />
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Created {formatDateTime(code.createdAt)}
        </Typography.Text>
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
        </Flex>
      </Flex>
    </Card>
  );
}
