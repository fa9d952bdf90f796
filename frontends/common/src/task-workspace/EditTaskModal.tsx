import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { taskStatusLabel } from '../components/TaskStatusTag';
import { useDiscardGuard } from '../feedback/use-discard-guard';
import { useToast } from '../toast/useToast';
import type { TaskDetail } from './use-task';
import { type TaskChanges, useUpdateTask } from './use-update-task';
import { failureText } from '../api/failure-text';

const STATUSES = ['DRAFT', 'ACTIVE', 'COMPLETE', 'ARCHIVED', 'WITHDRAWN'] as const;
export const FEE_MIN = 0;
export const FEE_MAX = 100;

interface EditTaskValues {
  title: string;
  status: (typeof STATUSES)[number];
  feePct: number | null;
  notes: string;
}

/** The form's values as the api takes them: a blank fee returns the task to the shopper's default. */
export function toTaskChanges(values: EditTaskValues): TaskChanges {
  return {
    title: values.title.trim(),
    status: values.status,
    feePct: values.feePct === null || values.feePct === undefined ? null : values.feePct.toFixed(2),
    notes: values.notes?.trim() ? values.notes : null,
  };
}

/**
 * The shopper's edit of title, status, service fee (0 to 100, step 0.1) and notes. A failed
 * save shows "Failed to Update Task" with the server's message and keeps what was typed; closing
 * with changes asks first.
 */
export function EditTaskModal({ detail, open, onClose }: { detail: TaskDetail; open: boolean; onClose: () => void }) {
  const { task, shopper } = detail;
  const [form] = Form.useForm<EditTaskValues>();
  const update = useUpdateTask(task.id);
  const { toast } = useToast();
  const close = useDiscardGuard(() => form.isFieldsTouched(), onClose);

  const save = async (values: EditTaskValues) => {
    try {
      await update.mutateAsync(toTaskChanges(values));
      toast({ title: 'Task updated', variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: 'Failed to Update Task',
        description: failureText(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      title="Edit Task"
      open={open}
      onCancel={close}
      okText="Save Changes"
      okButtonProps={{ loading: update.isPending, htmlType: 'submit', form: 'edit-task-form' }}
      destroyOnHidden
    >
      <Form<EditTaskValues>
        id="edit-task-form"
        form={form}
        layout="vertical"
        requiredMark="optional"
        preserve={false}
        initialValues={{
          title: task.title,
          status: task.status,
          feePct: task.feePct === null ? null : Number.parseFloat(task.feePct),
          notes: task.notes ?? '',
        }}
        onFinish={save}
      >
        <Form.Item
          name="title"
          label="Title"
          rules={[
            { required: true, whitespace: true, message: 'Title is required' },
            { max: 200, message: 'Title is too long (max 200 characters)' },
          ]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="status" label="Status">
          <Select options={STATUSES.map((status) => ({ value: status, label: taskStatusLabel(status) }))} />
        </Form.Item>
        <Form.Item
          name="feePct"
          label="Service fee (%)"
          extra={`Leave empty to use your default fee (${Number.parseFloat(shopper.defaultFeePct)}%).`}
          rules={[
            {
              type: 'number',
              min: FEE_MIN,
              max: FEE_MAX,
              message: `Service fee must be between ${FEE_MIN}% and ${FEE_MAX}%.`,
            },
          ]}
        >
          <InputNumber<number>
            min={FEE_MIN}
            max={FEE_MAX}
            step={0.1}
            precision={2}
            style={{ width: '100%' }}
            placeholder={`${Number.parseFloat(shopper.defaultFeePct)}`}
          />
        </Form.Item>
        <Form.Item
          name="notes"
          label="Notes"
          rules={[{ max: 5000, message: 'Notes are too long (max 5000 characters)' }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
