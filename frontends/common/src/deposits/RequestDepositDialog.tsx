import { Flex, Form, Input } from 'antd';
import { FormDialog } from '../forms/FormDialog';
import { useDiscardGuard } from '../feedback/use-discard-guard';
import { useSubmitOnce } from '../forms/use-submit-once';
import { formatCurrency, todayAsDay } from '../format';
import { useToast } from '../toast/useToast';
import {
  DEPOSIT_FORM_MESSAGES as MESSAGES,
  type DepositFormValues,
  depositAmountProblem,
  depositDueProblem,
  MAX_DEPOSIT_NOTE,
  toDepositBody,
} from './deposit-form';
import { useRequestDeposit } from './use-task-deposits';

const rejectWith = (problem: string | null) => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());

/**
 * Ask the client for money before shopping: an amount, why, and by when (both optional). The
 * client sees it on the task with how to pay; once paid it is held for the task's invoices.
 */
export function RequestDepositDialog({
  taskId,
  open,
  onClose,
}: {
  taskId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [form] = Form.useForm<DepositFormValues>();
  const submission = useRequestDeposit(taskId);
  const closeNow = () => {
    submission.reset();
    onClose();
  };
  const close = useDiscardGuard(() => form.isFieldsTouched(), closeNow);
  const { pending, onSubmit } = useSubmitOnce(async (values: DepositFormValues) => {
    const body = toDepositBody(values);
    try {
      await submission.mutateAsync(body);
    } catch {
      return; // shown in the dialog; what was typed stays
    }
    toast({
      title: 'Deposit requested',
      description: `Your client is asked for ${formatCurrency(body.amount)}.`,
      variant: 'success',
    });
    closeNow();
  });

  return (
    <FormDialog<DepositFormValues>
      open={open}
      title={'Request Deposit'}
      name="deposit"
      form={form}
      initialValues={{ amount: '', note: '', dueDate: '' }}
      onSubmit={onSubmit}
      onCancel={close}
      pending={pending}
      submission={submission}
      failedTitle="The deposit could not be requested."
      submitLabel="Request Deposit"
      intro="Your client pays it before you shop; each invoice on this task then takes it off what she owes."
    >
      <Flex gap={12} wrap>
        <Form.Item
          name="amount"
          label="Amount"
          rules={[
            { required: true, whitespace: true, message: MESSAGES.amountRequired },
            { validator: (_rule, value: string) => rejectWith(depositAmountProblem(value)) },
          ]}
          style={{ flex: '1 1 140px' }}
        >
          <Input prefix="$" inputMode="decimal" placeholder="0.00" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="dueDate"
          label="Due by (optional)"
          rules={[{ validator: (_rule, value: string) => rejectWith(depositDueProblem(value)) }]}
          style={{ flex: '1 1 140px' }}
        >
          <Input type="date" min={todayAsDay()} />
        </Form.Item>
      </Flex>
      <Form.Item name="note" label="Note (optional)">
        <Input.TextArea
          maxLength={MAX_DEPOSIT_NOTE}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder="e.g. Half the budget, so I can order the gown today"
        />
      </Form.Item>
    </FormDialog>
  );
}
