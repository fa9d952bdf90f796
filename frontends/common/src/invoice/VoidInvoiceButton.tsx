import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../toast/useToast';
import { failureToast } from './failure-description';
import { useVoidInvoice } from './use-invoice-mutations';

const VOID_FAILED = 'Failed to void invoice. Please try again.';

/** Void, after a confirmation that says what it does: the items unlock, and there is no way back. */
export function VoidInvoiceButton({
  taskId,
  invoiceId,
  disabled,
}: {
  taskId: string;
  invoiceId: string;
  disabled: boolean;
}) {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const voidInvoice = useVoidInvoice(taskId);

  const confirm = () =>
    voidInvoice.mutate(invoiceId, {
      onSettled: () => setConfirming(false),
      onError: (error) => toast(failureToast(VOID_FAILED, error)),
    });

  return (
    <>
      <Button danger loading={voidInvoice.isPending} disabled={disabled} onClick={() => setConfirming(true)}>
        Void
      </Button>
      <Modal
        open={confirming}
        title="Void this invoice?"
        okText="Void Invoice"
        okButtonProps={{ danger: true }}
        cancelText="Keep Invoice"
        confirmLoading={voidInvoice.isPending}
        onOk={confirm}
        onCancel={() => !voidInvoice.isPending && setConfirming(false)}
        cancelButtonProps={{ disabled: voidInvoice.isPending }}
        mask={{ closable: !voidInvoice.isPending }}
      >
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Voiding unlocks every item on this invoice, so they can be changed and invoiced again. This cannot be undone.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
