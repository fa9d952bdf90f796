import { Card, Flex, Tag, Typography } from 'antd';
import { ClientLine } from './ClientLine';
import { CodeText } from './CodeText';
import { type InviteCode, usedOnText } from './invite-code-rules';

/** A code a client registered with: no copy buttons, the date it was used and a USED badge. */
export function UsedCodeCard({ code }: { code: InviteCode }) {
  return (
    <Card size="small" role="article" aria-label={`Used invite code ${code.code}`}>
      <Flex vertical gap={6}>
        <Flex align="center" justify="space-between" gap={8} wrap>
          <CodeText code={code.code} muted />
          {/* The default tag: the green preset's text fails contrast on its tint. */}
          <Tag style={{ marginInlineEnd: 0, fontWeight: 600 }}>USED</Tag>
        </Flex>
        <ClientLine name={code.clientName} email={code.clientEmail} />
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Used {usedOnText(code.usedAt)}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
