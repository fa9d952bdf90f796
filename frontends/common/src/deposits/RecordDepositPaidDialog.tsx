import { Form } from 'antd';
import { FormDialog } from '../forms/FormDialog';
import type { Schemas } from '../api/typed';
import { useDiscardGuard } from '../feedback/use-discard-guard';
import { useSubmitOnce } from '../forms/use-submit-once';
import { formatCurrency, todayAsDay } from '../format';
import { PaymentReceiptFields } from '../invoice/PaymentReceiptFields';
import type { PaymentFormValues } from '../invoice/payment-form';
import { toPaymentBody } from '../invoice/payment-form';
import { useToast } from '../toast/useToast';
import { useRecordDepositPaid } from './use-task-deposits';

type ReceiptValues = Omit<PaymentFormValues, 'amount'>;

/** A requested deposit received in full outside Atelier: how and when, as the shopper records it. */
export function RecordDepositPaidDialog({
  taskId,
  deposit,
  open,
  onClose,
}: {
  taskId: string;
  deposit: Schemas['DepositDto'];
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [form] = Form.useForm<ReceiptValues>();
  const submission = useRecordDepositPaid(taskId, deposit.id);
  const closeNow = () => {
    submission.reset();
    onClose();
  };
  const close = useDiscardGuard(() => form.isFieldsTouched(), closeNow);
  const { pending, onSubmit } = useSubmitOnce(async (values: ReceiptValues) => {
    const { method, paidOn, reference } = toPaymentBody({ ...values, amount: deposit.amount });
    try {
      await submission.mutateAsync({ method, paidOn, ...(reference ? { reference } : {}) });
    } catch {
      return;
    }
    toast({
      title: 'Deposit paid',
      description: `${formatCurrency(deposit.amount)} is held for this task.`,
      variant: 'success',
    });
    closeNow();
  });

  return (
    <FormDialog<ReceiptValues>
      open={open}
      title={`Record ${formatCurrency(deposit.amount)} deposit as paid`}
      name="depositPaid"
      form={form}
      initialValues={{ method: undefined, paidOn: todayAsDay(), reference: '' }}
      onSubmit={onSubmit}
      onCancel={close}
      pending={pending}
      submission={submission}
      failedTitle="The deposit could not be recorded."
      submitLabel="Record as Paid"
      intro="Once paid, the deposit is held for this task: each invoice you finalize here takes it off first."
    >
      <PaymentReceiptFields />
    </FormDialog>
  );
}
