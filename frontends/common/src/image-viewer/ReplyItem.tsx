import { Flex, Typography } from 'antd';
import { useSession } from '../session/SessionProvider';
import { CommentAuthor } from './CommentAuthor';
import { DeleteButton, DeleteConfirmation } from './ConfirmedDelete';
import { useDeleteComment } from './use-comment-mutations';
import { useDeleteConfirmation } from './use-delete-confirmation';
import type { ImageComment } from './use-image-comments';

/** One answer under a pin: who and when, the text as written, Delete for its author. */
export function ReplyItem({
  taskId,
  imageUrl,
  reply,
  onDeleted,
}: {
  taskId: string;
  imageUrl: string;
  reply: ImageComment;
  /** The reply's controls are gone with it: the card takes the focus back. */
  onDeleted: () => void;
}) {
  const { me } = useSession();
  const remove = useDeleteComment(taskId, imageUrl);
  const deletion = useDeleteConfirmation();
  const isAuthor = me !== null && me.user.id === reply.user.id;

  return (
    <li style={{ listStyle: 'none' }}>
      <Flex vertical gap={4}>
        <Flex align="center" gap={8}>
          <CommentAuthor comment={reply} small />
          {isAuthor && (
            <DeleteButton
              buttonRef={deletion.buttonRef}
              confirming={deletion.confirming}
              onClick={deletion.ask}
              label="Delete reply"
            />
          )}
        </Flex>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reply.content}
        </Typography.Paragraph>
        {deletion.confirming && (
          <DeleteConfirmation
            pending={remove.isPending}
            onCancel={deletion.cancel}
            onConfirm={() => remove.mutate(reply.id, { onSuccess: onDeleted })}
          />
        )}
      </Flex>
    </li>
  );
}
