import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { LazyInvoiceStepDialog } from './lazy-invoice-dialogs';

/**
 * A shopper's step on a DUE invoice that cannot be undone (Mark Paid, Void): the button asks
 * first, in a dialog that says what will happen. Confirming runs the step once, however fast the
 * taps come: antd's loading state shows only after a render, too late for a double tap. The
 * dialog's code (antd's Modal) is fetched when it first opens.
 */
export function ConfirmedInvoiceAction({
  label,
  type,
  danger = false,
  title,
  okText,
  cancelText,
  pending,
  disabled,
  onConfirm,
  children,
}: {
  label: string;
  type?: ButtonProps['type'];
  danger?: boolean;
  title: string;
  okText: string;
  cancelText: string;
  /** This step's request is under way. */
  pending: boolean;
  /** Another step is under way. */
  disabled: boolean;
  /** Runs the step; calls `settled` once its request has finished, whatever the outcome. */
  onConfirm: (settled: () => void) => void;
  /** What confirming does, in the shopper's words. */
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const running = useRef(false);

  const confirm = () => {
    if (running.current) return;
    running.current = true;
    onConfirm(() => {
      running.current = false;
      setConfirming(false);
    });
  };

  return (
    <>
      <Button type={type} danger={danger} loading={pending} disabled={disabled} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <LazyInvoiceStepDialog
        open={confirming}
        title={title}
        okText={okText}
        cancelText={cancelText}
        danger={danger}
        pending={pending}
        onOk={confirm}
        onCancel={() => !running.current && setConfirming(false)}
      >
        {children}
      </LazyInvoiceStepDialog>
    </>
  );
}
