import { REFUND_METHOD_LABELS, REFUND_METHODS, type RefundMethod } from '@atelier/billing';
import { Form, Select } from 'antd';
import type { Schemas } from '../api/typed';
import { useDiscardGuard } from '../feedback/use-discard-guard';
import { FormDialog } from '../forms/FormDialog';
import { useSubmitOnce } from '../forms/use-submit-once';
import { formatCurrency, todayAsDay } from '../format';
import { DayAndReferenceFields } from '../invoice/PaymentReceiptFields';
import { useToast } from '../toast/useToast';
import { useReleaseDeposit } from './use-task-deposits';

type ReleaseMethod = Schemas['ReleaseDepositDto']['method'];

interface ReleaseFormValues {
  method: ReleaseMethod | undefined;
  releasedOn?: string;
  reference?: string;
}

/** The server's words (ReleaseDepositDto). */
export const RELEASE_METHOD_REQUIRED = 'Choose how the rest of the deposit goes back';

/** Every way a refund goes but to the card: what is left of a deposit is not refunded to a card from here. */
const OPTIONS = REFUND_METHODS.filter((method): method is Exclude<RefundMethod, 'card'> => method !== 'card').map(
  (method) => ({ value: method, label: REFUND_METHOD_LABELS[method] }),
);

/**
 * What is left of the task's deposits once it is done, given back: kept as the client's credit
 * (her next invoice takes it off first) or refunded another way, on a day and with a reference.
 * All of it; a refusal stays in the dialog with what was chosen; one submit at a time.
 */
export function ReleaseDepositDialog({
  taskId,
  held,
  open,
  onClose,
}: {
  taskId: string;
  held: string;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [form] = Form.useForm<ReleaseFormValues>();
  const method = Form.useWatch('method', form);
  const submission = useReleaseDeposit(taskId);
  const closeNow = () => {
    submission.reset();
    onClose();
  };
  const close = useDiscardGuard(() => form.isFieldsTouched(), closeNow);
  const { pending, onSubmit } = useSubmitOnce(async ({ method: chosen, releasedOn, reference }: ReleaseFormValues) => {
    if (!chosen) return;
    const keptAsCredit = chosen === 'credit';
    const body: Schemas['ReleaseDepositDto'] = keptAsCredit
      ? { method: chosen }
      : { method: chosen, releasedOn, ...(reference?.trim() ? { reference: reference.trim() } : {}) };
    try {
      await submission.mutateAsync(body);
    } catch {
      return; // shown in the dialog; what was chosen stays
    }
    toast({
      title: keptAsCredit ? 'Kept as credit' : 'Deposit refunded',
      description: keptAsCredit
        ? `${formatCurrency(held)} goes toward your client's next invoice.`
        : `${formatCurrency(held)} of the deposit back to your client.`,
      variant: 'success',
    });
    closeNow();
  });

  return (
    <FormDialog<ReleaseFormValues>
      open={open}
      title={`Give back ${formatCurrency(held)} of the deposit`}
      name="releaseDeposit"
      form={form}
      initialValues={{ method: undefined, releasedOn: todayAsDay(), reference: '' }}
      onSubmit={onSubmit}
      onCancel={close}
      pending={pending}
      submission={submission}
      failedTitle="The rest of the deposit could not be given back."
      submitLabel="Give Back"
      intro={`The task is done and ${formatCurrency(held)} of the deposit is left. Keep it as your client's credit toward her next invoice, or record how you refunded it.`}
    >
      <Form.Item name="method" label="How it goes back" rules={[{ required: true, message: RELEASE_METHOD_REQUIRED }]}>
        <Select options={OPTIONS} placeholder="Choose one" showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      {method !== undefined && method !== 'credit' && (
        <DayAndReferenceFields dayName="releasedOn" dayLabel="Given back on" referencePlaceholder="e.g. Zelle 88412" />
      )}
    </FormDialog>
  );
}
