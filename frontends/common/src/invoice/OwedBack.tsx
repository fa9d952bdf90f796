import { toCents } from '@atelier/billing';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { formatCurrency } from '../format';
import { LazyRecordRefundDialog } from './lazy-invoice-dialogs';
import type { AnyInvoice, AnyPayment } from './use-task-invoices';

/**
 * What the client paid beyond what the invoice now comes to (after a return), until it is given
 * back: for the shopper with "Refund"; for the client, that it is coming back to her. Nothing
 * while nothing is owed back.
 */
export function OwedBack({
  taskId,
  invoice,
  owedBack,
  payments,
  canManage,
}: {
  taskId: string;
  invoice: AnyInvoice;
  owedBack: string;
  payments: readonly AnyPayment[];
  canManage: boolean;
}) {
  const [refunding, setRefunding] = useState(false);
  // Opened once, kept: the dialog fades out with the amount it had.
  const [shown, setShown] = useState(false);
  if (toCents(owedBack) === 0 && !shown) return null;
  if (!canManage) {
    return <Typography.Text strong>{formatCurrency(owedBack)} is coming back to you.</Typography.Text>;
  }
  return (
    <Flex align="center" justify="space-between" gap={8} wrap>
      {toCents(owedBack) > 0 && (
        <>
          <Typography.Text strong>{formatCurrency(owedBack)} owed back to your client</Typography.Text>
          <Button
            onClick={() => {
              setShown(true);
              setRefunding(true);
            }}
          >
            Refund
          </Button>
        </>
      )}
      {shown && (
        <LazyRecordRefundDialog
          taskId={taskId}
          invoice={invoice}
          owedBack={owedBack}
          paidByCard={payments.some((payment) => payment.method === 'card')}
          open={refunding}
          onClose={() => setRefunding(false)}
        />
      )}
    </Flex>
  );
}
