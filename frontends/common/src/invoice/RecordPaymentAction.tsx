import { Button } from 'antd';
import { useState } from 'react';
import { LazyRecordPaymentDialog } from './lazy-invoice-dialogs';
import type { AnyInvoice } from './use-task-invoices';

/** "Record Payment" on a DUE invoice (the shopper): its dialog's code is fetched when it first opens. */
export function RecordPaymentAction({
  taskId,
  invoice,
  balanceDue,
  disabled,
}: {
  taskId: string;
  invoice: AnyInvoice;
  balanceDue: string;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={disabled}>
        Record Payment
      </Button>
      <LazyRecordPaymentDialog
        taskId={taskId}
        invoice={invoice}
        balanceDue={balanceDue}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
