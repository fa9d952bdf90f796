import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import LikeFilled from '@ant-design/icons/LikeFilled';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import { Avatar, Button, Flex, Tag, theme, Typography } from 'antd';
import { formatDistanceToNow } from 'date-fns';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { initials } from '../format';
import { useSession } from '../session/SessionProvider';
import { RESOLVED_GREEN } from './CommentPin';
import { useDeleteComment, useResolveComment, useToggleLike } from './use-comment-mutations';
import type { ImageComment } from './use-image-comments';

export interface CommentCardProps {
  taskId: string;
  /** The canonical URL of the image (the cache key of its comments). */
  imageUrl: string;
  comment: ImageComment;
  onClose: () => void;
  onDeleted: () => void;
}

function relativeTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDistanceToNow(date, { addSuffix: true });
}

/**
 * An opened pin (spec section 2): author, time, the text exactly as written, the Resolved
 * badge, Like/Liked with the count, Resolve while ACTIVE, Delete for the author after
 * "Delete this comment?". Takes focus when it opens; Escape closes it.
 */
export function CommentCard({ taskId, imageUrl, comment, onClose, onDeleted }: CommentCardProps) {
  const { me } = useSession();
  const { token } = theme.useToken();
  const toggleLike = useToggleLike(taskId, imageUrl);
  const resolve = useResolveComment(taskId, imageUrl);
  const remove = useDeleteComment(taskId, imageUrl);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const contentId = useId();
  const confirmId = useId();

  useEffect(() => cardRef.current?.focus(), []);

  const isAuthor = me !== null && me.user.id === comment.user.id;
  const resolved = comment.status === 'RESOLVED';
  const liked = comment.myReaction === 'LIKE';
  const likes = comment.reactions.LIKE;
  const name = comment.user.displayName;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const cancelDelete = () => {
    setConfirmingDelete(false);
    deleteRef.current?.focus();
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
          <Avatar
            src={comment.user.avatar?.thumbUrl}
            alt=""
            style={{ flex: 'none', backgroundColor: token.colorPrimary }}
          >
            {initials(name)}
          </Avatar>
          <Flex vertical style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text strong id={nameId} ellipsis>
              {name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt)}</time>
            </Typography.Text>
          </Flex>
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
              // The button goes once resolved; the card keeps focus so Escape still closes it.
              onClick={() => resolve.mutate(comment.id, { onSuccess: () => cardRef.current?.focus() })}
            >
              Resolve
            </Button>
          )}
          {isAuthor && (
            <Button
              ref={deleteRef}
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden="true" />}
              aria-expanded={confirmingDelete}
              onClick={() => setConfirmingDelete(true)}
            >
              Delete
            </Button>
          )}
        </Flex>
        {confirmingDelete && (
          <Flex role="group" aria-labelledby={confirmId} align="center" justify="space-between" gap={8} wrap>
            <Typography.Text id={confirmId}>Delete this comment?</Typography.Text>
            <Flex gap={8}>
              <Button size="small" autoFocus onClick={cancelDelete}>
                Cancel
              </Button>
              <Button
                size="small"
                type="primary"
                danger
                loading={remove.isPending}
                onClick={() => remove.mutate(comment.id, { onSuccess: onDeleted })}
              >
                Yes, delete
              </Button>
            </Flex>
          </Flex>
        )}
      </Flex>
    </div>
  );
}
