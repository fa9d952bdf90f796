import { Modal, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface InvoiceStepDialogProps {
  open: boolean;
  title: string;
  okText: string;
  cancelText: string;
  danger: boolean;
  /** The step's request is under way: OK spins, nothing closes the dialog. */
  pending: boolean;
  onOk: () => void;
  onCancel: () => void;
  /** What confirming does, in the shopper's words. */
  children: ReactNode;
}

/** The question ConfirmedInvoiceAction asks before a step that cannot be undone. */
export function InvoiceStepDialog({
  open,
  title,
  okText,
  cancelText,
  danger,
  pending,
  onOk,
  onCancel,
  children,
}: InvoiceStepDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={cancelText}
      confirmLoading={pending}
      onOk={onOk}
      onCancel={onCancel}
      cancelButtonProps={{ disabled: pending }}
      mask={{ closable: !pending }}
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>{children}</Typography.Paragraph>
    </Modal>
  );
}
