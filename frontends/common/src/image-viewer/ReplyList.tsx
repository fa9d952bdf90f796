import { theme } from 'antd';
import { ReplyItem } from './ReplyItem';
import type { ImageComment } from './use-image-comments';

/**
 * A pin's replies, oldest first, under a line that ties them to it. A polite live log, as
 * the chat's: a reply arriving while the card is open is read out. Drawn (empty) before the
 * first reply, since a screen reader only announces what changes in a region it already knows.
 */
export function ReplyList({
  taskId,
  imageUrl,
  replies,
  onReplyDeleted,
}: {
  taskId: string;
  imageUrl: string;
  replies: ImageComment[];
  onReplyDeleted: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <div role="log" aria-label="Replies" aria-live="polite">
      {replies.length > 0 && (
        <ol
          style={{
            margin: 0,
            padding: '0 0 0 12px',
            borderInlineStart: `2px solid ${token.colorBorderSecondary}`,
            display: 'flex',
            flexDirection: 'column',
            gap: 12,
          }}
        >
          {replies.map((reply) => (
            <ReplyItem key={reply.id} taskId={taskId} imageUrl={imageUrl} reply={reply} onDeleted={onReplyDeleted} />
          ))}
        </ol>
      )}
    </div>
  );
}
