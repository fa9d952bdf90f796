import { Flex, theme, Typography } from 'antd';
import { formatDateTime } from '../format';
import { formatMessageTime } from './message-time';
import type { Message } from './useTaskMessages';

const SENDER_ROLE: Record<Message['senderType'], string> = { SHOPPER: 'Shopper', CLIENT: 'Client' };

/** One chat message: own messages on the right in the theme's primary tint, others on the left. */
export function MessageBubble({ message, own }: { message: Message; own: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align={own ? 'flex-end' : 'flex-start'} gap={2}>
      <Typography.Text style={{ fontSize: 12, maxWidth: '100%', color: token.colorTextSecondary }}>
        <strong style={{ color: token.colorText }}>{message.sender.displayName}</strong>
        {` · ${SENDER_ROLE[message.senderType]} · `}
        <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
          {formatMessageTime(message.createdAt)}
        </time>
      </Typography.Text>
      <div
        style={{
          maxWidth: 'min(85%, 560px)',
          padding: '8px 12px',
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${own ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
          background: own ? token.colorPrimaryBg : token.colorFillQuaternary,
          color: token.colorText,
          // What was typed, as typed: line breaks and runs of spaces kept, long words wrapped.
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.content}
      </div>
    </Flex>
  );
}
