import { Badge } from 'antd';

/** The other party's unread chat messages on a task, read out as words by screen readers. */
export function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  const label = `${count} unread ${count === 1 ? 'message' : 'messages'}`;
  return (
    <span role="img" aria-label={label} title={label} style={{ display: 'inline-flex' }}>
      <Badge count={count} overflowCount={99} aria-hidden />
    </span>
  );
}
