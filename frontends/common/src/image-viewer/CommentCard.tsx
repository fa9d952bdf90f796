import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import LikeFilled from '@ant-design/icons/LikeFilled';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useSession } from '../session/SessionProvider';
import { CommentAuthor } from './CommentAuthor';
import { RESOLVED_GREEN } from './CommentPin';
import { DeleteButton, DeleteConfirmation } from './ConfirmedDelete';
import { replyCount } from './reply-count';
import { ReplyForm } from './ReplyForm';
import { ReplyList } from './ReplyList';
import { useDeleteComment, useResolveComment, useToggleLike } from './use-comment-mutations';
import { useDeleteConfirmation } from './use-delete-confirmation';
import type { CommentThread } from './use-image-comments';

export interface CommentCardProps {
  taskId: string;
  /** The canonical URL of the image (the cache key of its comments). */
  imageUrl: string;
  thread: CommentThread;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * An opened pin (docs/product-rules.md, "Image viewer"): author, time, the text exactly as written,
 * the Resolved badge, Like/Liked with the count, Resolve while ACTIVE, Delete for the author after
 * "Delete this comment?"; then its replies and a box to answer. Takes focus when it opens;
 * Escape closes it.
 */
export function CommentCard({ taskId, imageUrl, thread, onClose, onDeleted }: CommentCardProps) {
  const { pin: comment, replies } = thread;
  const { me } = useSession();
  const { token } = theme.useToken();
  const toggleLike = useToggleLike(taskId, imageUrl);
  const resolve = useResolveComment(taskId, imageUrl);
  const remove = useDeleteComment(taskId, imageUrl);
  const deletion = useDeleteConfirmation();
  const cardRef = useRef<HTMLDivElement>(null);
  const nameId = useId();
  const contentId = useId();

  useEffect(() => {
    cardRef.current?.focus();
  }, []);

  const isAuthor = me !== null && me.user.id === comment.user.id;
  const resolved = comment.status === 'RESOLVED';
  const liked = comment.myReaction === 'LIKE';
  const likes = comment.reactions.LIKE;
  // The control that had focus is gone (Resolve once resolved, a deleted reply's): the card
  // keeps it, so Escape still closes.
  const focusCard = () => cardRef.current?.focus();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div
      ref={cardRef}
      role="dialog"
      aria-labelledby={nameId}
      aria-describedby={contentId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      style={{ outline: 'none' }}
    >
      <Flex vertical gap={8}>
        <Flex align="center" gap={8}>
          <CommentAuthor comment={comment} nameId={nameId} />
          <Button
            type="text"
            icon={<CloseOutlined aria-hidden="true" />}
            aria-label="Close comment"
            onClick={onClose}
          />
        </Flex>
        {resolved && (
          <div>
            <Tag color={RESOLVED_GREEN} icon={<CheckCircleFilled aria-hidden="true" />}>
              Resolved
            </Tag>
          </div>
        )}
        <Typography.Paragraph id={contentId} style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.content}
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button
            size="small"
            icon={liked ? <LikeFilled aria-hidden="true" /> : <LikeOutlined aria-hidden="true" />}
            loading={toggleLike.isPending}
            onClick={() => toggleLike.mutate(comment)}
            aria-label={`${liked ? 'Liked' : 'Like'}, ${likes} ${likes === 1 ? 'like' : 'likes'}`}
          >
            {liked ? 'Liked' : 'Like'} <span aria-hidden="true">{likes}</span>
          </Button>
          {!resolved && (
            <Button
              size="small"
              icon={<CheckOutlined aria-hidden="true" />}
              loading={resolve.isPending}
              onClick={() => resolve.mutate(comment.id, { onSuccess: focusCard })}
            >
              Resolve
            </Button>
          )}
          {isAuthor && (
            <DeleteButton buttonRef={deletion.buttonRef} confirming={deletion.confirming} onClick={deletion.ask} />
          )}
        </Flex>
        {deletion.confirming && (
          <DeleteConfirmation
            pending={remove.isPending}
            onCancel={deletion.cancel}
            onConfirm={() => remove.mutate(comment.id, { onSuccess: onDeleted })}
            note={replies.length > 0 ? `Its ${replyCount(replies.length)} will be deleted too.` : undefined}
          />
        )}
        <Typography.Text
          type="secondary"
          style={{ fontSize: 12, borderTop: `1px solid ${token.colorSplit}`, paddingTop: 8 }}
        >
          {replies.length > 0 ? replyCount(replies.length) : 'No replies yet'}
        </Typography.Text>
        <ReplyList taskId={taskId} imageUrl={imageUrl} replies={replies} onReplyDeleted={focusCard} />
        <ReplyForm taskId={taskId} imageUrl={imageUrl} pin={comment} />
      </Flex>
    </div>
  );
}
