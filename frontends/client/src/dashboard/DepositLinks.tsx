import { formatCurrency, formatDay, LinkList, type Schemas, truncate } from '@atelier/common';
import { Flex, Typography } from 'antd';

type Deposit = Schemas['ClientDashboardDepositDto'];

/** Deposits asked of her as links to their task, where she pays them. */
export function DepositLinks({ deposits, labelledBy }: { deposits: Deposit[]; labelledBy: string }) {
  return (
    <LinkList
      labelledBy={labelledBy}
      entries={deposits.map((deposit) => ({
        key: deposit.depositId,
        to: `/tasks/${encodeURIComponent(deposit.taskId)}`,
        content: (
          <>
            <Flex vertical style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text strong ellipsis title={deposit.taskTitle}>
                {truncate(deposit.taskTitle)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                Deposit{deposit.dueDate ? ` · Due ${formatDay(deposit.dueDate)}` : ''}
              </Typography.Text>
            </Flex>
            <Typography.Text strong style={{ flex: 'none' }}>
              {formatCurrency(deposit.amount)}
            </Typography.Text>
          </>
        ),
      }))}
    />
  );
}
