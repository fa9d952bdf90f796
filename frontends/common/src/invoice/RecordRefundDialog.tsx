import { REFUND_METHOD_LABELS, REFUND_METHODS, type RefundMethod } from '@atelier/billing';
import { Form, Input, Select } from 'antd';
import { useDiscardGuard } from '../feedback/use-discard-guard';
import { FormDialog } from '../forms/FormDialog';
import { useSubmitOnce } from '../forms/use-submit-once';
import { formatCurrency } from '../format';
import { useToast } from '../toast/useToast';
import { invoiceTitle } from './invoice-view-model';
import { PAYMENT_FORM_MESSAGES } from './payment-form';
import { DayAndReferenceFields } from './PaymentReceiptFields';
import {
  isGivenBackElsewhere,
  REFUND_METHOD_REQUIRED,
  refundAmountProblem,
  refundFormDefaults,
  type RefundFormValues,
  toRefundBody,
} from './refund-form';
import { useRecordRefund } from './use-invoice-mutations';
import type { AnyInvoice } from './use-task-invoices';

const rejectWith = (problem: string | null) => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());

/**
 * Give back what is owed back on the invoice (the client paid more than she kept): to the card
 * it was paid with when a card payment is on it, kept as her credit for her next invoice, or
 * recorded as given back another way (with the day and a reference). All of it to start with,
 * at most that. A refusal stays in the dialog with what was chosen; one submit at a time.
 */
export function RecordRefundDialog({
  taskId,
  invoice,
  owedBack,
  paidByCard,
  open,
  onClose,
}: {
  taskId: string;
  invoice: AnyInvoice;
  owedBack: string;
  /** A card payment is on the invoice: "Refund to card" is offered. */
  paidByCard: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [form] = Form.useForm<RefundFormValues>();
  const method = Form.useWatch('method', form);
  const submission = useRecordRefund(taskId, invoice.id);
  const options = REFUND_METHODS.filter((each) => paidByCard || each !== 'card').map((each: RefundMethod) => ({
    value: each,
    label: REFUND_METHOD_LABELS[each],
  }));

  const closeNow = () => {
    submission.reset();
    onClose();
  };
  const close = useDiscardGuard(() => form.isFieldsTouched(), closeNow);

  const { pending, onSubmit } = useSubmitOnce(async (values: RefundFormValues) => {
    const body = toRefundBody(values);
    try {
      await submission.mutateAsync(body);
    } catch {
      return; // shown in the dialog; what was chosen stays
    }
    toast({
      title: body.method === 'credit' ? 'Kept as credit' : body.method === 'card' ? 'Refund sent' : 'Refund recorded',
      description:
        body.method === 'credit'
          ? `${formatCurrency(body.amount!)} goes toward your client's next invoice.`
          : `${formatCurrency(body.amount!)} back to your client on ${invoiceTitle(invoice)}.`,
      variant: 'success',
    });
    closeNow();
  });

  return (
    <FormDialog<RefundFormValues>
      open={open}
      title={`Refund on ${invoiceTitle(invoice)}`}
      name="refund"
      form={form}
      initialValues={refundFormDefaults(owedBack)}
      onSubmit={onSubmit}
      onCancel={close}
      pending={pending}
      submission={submission}
      failedTitle="The refund could not be recorded."
      submitLabel="Refund"
      intro={`${formatCurrency(owedBack)} is owed back: your client paid more than the invoice now comes to.`}
    >
      <Form.Item name="method" label="How it goes back" rules={[{ required: true, message: REFUND_METHOD_REQUIRED }]}>
        <Select options={options} placeholder="Choose one" showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item
        name="amount"
        label="Amount"
        rules={[
          { required: true, whitespace: true, message: PAYMENT_FORM_MESSAGES.amountRequired },
          { validator: (_rule, value: string) => rejectWith(refundAmountProblem(value, owedBack)) },
        ]}
      >
        <Input prefix="$" inputMode="decimal" placeholder="0.00" autoComplete="off" style={{ maxWidth: 200 }} />
      </Form.Item>
      {isGivenBackElsewhere(method) && (
        <DayAndReferenceFields dayName="refundedOn" dayLabel="Given back on" referencePlaceholder="e.g. Zelle 88412" />
      )}
    </FormDialog>
  );
}
