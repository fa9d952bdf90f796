import { fromCents } from '@atelier/billing';
import { Form, Input, Typography } from 'antd';
import { FormDialog } from '../forms/FormDialog';
import { useDiscardGuard } from '../feedback/use-discard-guard';
import { useSubmitOnce } from '../forms/use-submit-once';
import { formatCurrency } from '../format';
import { useToast } from '../toast/useToast';
import { invoiceTitle } from './invoice-view-model';
import { PaymentReceiptFields } from './PaymentReceiptFields';
import {
  PAYMENT_FORM_MESSAGES as MESSAGES,
  balanceAfter,
  paymentAmountProblem,
  paymentFormDefaults,
  type PaymentFormValues,
  toPaymentBody,
} from './payment-form';
import { useRecordPayment } from './use-invoice-mutations';
import type { AnyInvoice } from './use-task-invoices';

const rejectWith = (problem: string | null) => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());

/** Under the fields: what the typed amount leaves due, or that it settles the invoice. */
function BalanceAfter({ amount, balanceDue }: { amount: string; balanceDue: string }) {
  const left = balanceAfter(amount ?? '', balanceDue);
  return (
    <Typography.Paragraph type="secondary" aria-live="polite" style={{ fontSize: 13 }}>
      {left === null
        ? `${formatCurrency(balanceDue)} is due on this invoice.`
        : left === 0
          ? 'This pays the invoice in full: it will be marked paid.'
          : `${formatCurrency(fromCents(left))} will still be due after this payment.`}
    </Typography.Paragraph>
  );
}

/**
 * Record a payment the shopper received outside Atelier (cash, a check, a transfer…) against a
 * DUE invoice: the amount (the balance due to start with, at most that), how it was paid, the
 * day, and an optional reference. The payment that settles the balance marks the invoice paid.
 * A refusal stays in the dialog with what was typed; one submit at a time.
 */
export function RecordPaymentDialog({
  taskId,
  invoice,
  balanceDue,
  open,
  onClose,
}: {
  taskId: string;
  invoice: AnyInvoice;
  balanceDue: string;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [form] = Form.useForm<PaymentFormValues>();
  const amount = Form.useWatch('amount', form);
  const submission = useRecordPayment(taskId, invoice.id);

  const closeNow = () => {
    submission.reset();
    onClose();
  };
  const close = useDiscardGuard(() => form.isFieldsTouched(), closeNow);

  const { pending, onSubmit } = useSubmitOnce(async (values: PaymentFormValues) => {
    const body = toPaymentBody(values);
    let answer;
    try {
      answer = await submission.mutateAsync(body);
    } catch {
      return; // shown in the dialog; what was typed stays
    }
    toast({
      title: answer.invoice?.status === 'PAID' ? 'Invoice paid' : 'Payment recorded',
      description: `${formatCurrency(body.amount)} received on ${invoiceTitle(invoice)}.`,
      variant: 'success',
    });
    closeNow();
  });

  return (
    <FormDialog<PaymentFormValues>
      open={open}
      title={`Record Payment on ${invoiceTitle(invoice)}`}
      name="payment"
      form={form}
      initialValues={paymentFormDefaults(balanceDue)}
      onSubmit={onSubmit}
      onCancel={close}
      pending={pending}
      submission={submission}
      failedTitle="The payment could not be recorded."
      submitLabel="Record Payment"
    >
      <Form.Item
        name="amount"
        label="Amount"
        rules={[
          { required: true, whitespace: true, message: MESSAGES.amountRequired },
          { validator: (_rule, value: string) => rejectWith(paymentAmountProblem(value, balanceDue)) },
        ]}
      >
        <Input prefix="$" inputMode="decimal" placeholder="0.00" autoComplete="off" style={{ maxWidth: 200 }} />
      </Form.Item>
      <PaymentReceiptFields />
      <BalanceAfter amount={amount} balanceDue={balanceDue} />
    </FormDialog>
  );
}
