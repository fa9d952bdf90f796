import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

/** Something the screen needs could not be read: say what, why when known, and offer Retry. */
export function LoadFailed({
  title,
  description,
  retry,
  retrying = false,
}: {
  title: string;
  description?: ReactNode;
  retry: () => unknown;
  retrying?: boolean;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button size="small" onClick={() => void retry()} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
