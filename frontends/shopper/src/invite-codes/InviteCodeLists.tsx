import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { ActiveCodes } from './ActiveCodes';
import { splitByUse } from './invite-code-rules';
import { UsedCodes } from './UsedCodes';
import { useInviteCodes } from './use-invite-codes';

/** The shopper's codes: active ones (with their count), then used ones when there are any. */
export function InviteCodeLists() {
  const codes = useInviteCodes();

  if (codes.isPending) {
    return (
      <Card>
        <Flex align="center" justify="center" gap={12} style={{ padding: '24px 0' }} role="status">
          <Spin aria-hidden="true" />
          <Typography.Text type="secondary">Loading invite codes...</Typography.Text>
        </Flex>
      </Card>
    );
  }
  // A failed poll (see useInviteCodes) keeps the list it had: only a list never read is an error.
  if (codes.isError && codes.data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title="We could not load your invite codes."
        description="Check your connection and try again."
        action={
          <Button size="small" onClick={() => void codes.refetch()} loading={codes.isFetching}>
            Retry
          </Button>
        }
      />
    );
  }

  const { active, used } = splitByUse(codes.data);
  return (
    <Flex vertical gap={16}>
      <ActiveCodes codes={active} />
      {used.length > 0 && <UsedCodes codes={used} />}
    </Flex>
  );
}
