import { Alert, Button } from 'antd';

/** A list the step needs could not be read: say which, and offer to try again. */
export function LoadFailed({ title, retry, retrying }: { title: string; retry: () => unknown; retrying: boolean }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={() => void retry()} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
