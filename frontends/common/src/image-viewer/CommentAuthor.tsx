import { Flex, Typography } from 'antd';
import { formatDistanceToNow } from 'date-fns';
import { InitialsAvatar } from '../components/InitialsAvatar';
import type { ImageComment } from './use-image-comments';

function relativeTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDistanceToNow(date, { addSuffix: true });
}

/**
 * Who wrote a comment or a reply and when: the avatar (initials when there is none), the
 * display name and the relative creation time. Takes the room left beside it.
 */
export function CommentAuthor({
  comment,
  nameId,
  small = false,
}: {
  comment: ImageComment;
  /** Lets the card name itself after the author. */
  nameId?: string;
  /** For replies, under their pin. */
  small?: boolean;
}) {
  const name = comment.user.displayName;
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0, flex: 1 }}>
      <InitialsAvatar name={name} src={comment.user.avatar?.thumbUrl} size={small ? 'small' : 'default'} />
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong id={nameId} ellipsis>
          {name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt)}</time>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
