import { Typography } from 'antd';
import { firstName } from '../format';
import { useTypingIn } from './LiveUpdatesProvider';

/** "Casey is typing…" under the chat, for a few seconds after the other party's last keystroke. */
export function TypingIndicator({ taskId }: { taskId: string }) {
  const typing = useTypingIn(taskId);
  return (
    <div aria-live="polite" style={{ minHeight: 20 }}>
      {typing && (
        <Typography.Text type="secondary" italic style={{ fontSize: 13 }}>
          {firstName(typing.displayName)} is typing…
        </Typography.Text>
      )}
    </div>
  );
}
