import { Alert, Button, Flex, Form, type FormInstance, Input, InputNumber, Modal } from 'antd';
import type { Schemas } from '../api/typed';
import { useToast } from '../toast/useToast';
import { useCreateItem } from './api/use-create-item';
import { useUpdateItem } from './api/use-update-item';
import { failureText } from '../api/failure-text';
import { useSubmitOnce } from '../forms/use-submit-once';
import { budgetAfterSave, money, spentOfBudget, useTaskBudget } from '../budget';
import { useDiscardGuard } from '../feedback/use-discard-guard';
import {
  ITEM_FORM_MESSAGES as MESSAGES,
  isProductLink,
  itemFormDefaults,
  type ItemFormValues,
  quantityProblem,
  toItemFields,
  unitPriceProblem,
} from './item-form';

type Item = Schemas['ItemReadDto'];

const rejectWith = (problem: string | null) => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());

/**
 * Above the save button while the typed quantity and price would take the task over its
 * budget (or further over), fee included as the client would pay it. A warning, not a rule:
 * saving stays possible.
 */
function OverBudgetWarning({ form, itemId }: { form: FormInstance<ItemFormValues>; itemId?: string }) {
  const budget = useTaskBudget();
  const quantity = Form.useWatch('quantity', form);
  const unitPrice = Form.useWatch('unitPrice', form);
  if (!budget) return null;
  const check = budgetAfterSave(budget.answer, budget.items, budget.feePct, { itemId, quantity, unitPrice });
  if (!check?.warn) return null;
  const over = check.after.total - check.limitCents;
  return (
    <Alert
      type="warning"
      showIcon
      title={`This item takes the task over budget by ${money(over)}`}
      description={`With it the items come to ${spentOfBudget(check.after.total, check.limitCents)}, service fee included. You can still save it.`}
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * "Add Item" (no `item`) or "Edit Item". A failed save leaves the dialog open with what was
 * typed and the server's message above the fields.
 */
export function ItemFormModal({
  taskId,
  item,
  open,
  onClose,
}: {
  taskId: string;
  item?: Item;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [form] = Form.useForm<ItemFormValues>();
  const create = useCreateItem(taskId);
  const update = useUpdateItem(taskId);
  const save = item ? update : create;

  const closeNow = () => {
    create.reset();
    update.reset();
    onClose();
  };
  const close = useDiscardGuard(() => form.isFieldsTouched(), closeNow);

  // antd validates before onFinish, so a double tap reaches it twice before any re-render.
  const { pending, onSubmit } = useSubmitOnce(async (values: ItemFormValues) => {
    const fields = toItemFields(values);
    try {
      if (item) await update.mutateAsync({ itemId: item.id, fields });
      else await create.mutateAsync(fields);
    } catch {
      return; // shown in the dialog (save.error); the typed values stay in the form
    }
    toast({ title: item ? 'Item updated' : 'Item added', description: fields.name, variant: 'success' });
    closeNow();
  });

  return (
    <Modal
      open={open}
      title={item ? 'Edit Item' : 'Add Item'}
      onCancel={close}
      footer={null}
      destroyOnHidden
      // Closing mid-save would lose what was typed if the save then fails.
      closable={!pending}
      maskClosable={!pending}
      keyboard={!pending}
    >
      <Form<ItemFormValues>
        form={form}
        name="item"
        // The form instance outlives the hidden dialog: without this, what was discarded comes back.
        clearOnDestroy
        layout="vertical"
        initialValues={itemFormDefaults(item)}
        onFinish={onSubmit}
        disabled={pending}
        requiredMark
      >
        {save.isError && (
          <Alert
            type="error"
            showIcon
            title="Failed to save item"
            description={failureText(save.error)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: MESSAGES.nameRequired }]}
        >
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="brand" label="Brand" style={{ flex: '1 1 160px' }}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
          <Form.Item name="store" label="Store" style={{ flex: '1 1 160px' }}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item
            name="quantity"
            label="Quantity"
            required
            rules={[{ validator: (_rule, value: number | null) => rejectWith(quantityProblem(value)) }]}
            style={{ flex: '1 1 120px' }}
          >
            <InputNumber step={1} inputMode="numeric" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="unitPrice"
            label="Unit price"
            rules={[
              { required: true, whitespace: true, message: MESSAGES.priceRequired },
              { validator: (_rule, value: string) => rejectWith(unitPriceProblem(value)) },
            ]}
            style={{ flex: '1 1 160px' }}
          >
            <Input prefix="$" inputMode="decimal" placeholder="0.00" autoComplete="off" />
          </Form.Item>
        </Flex>
        <Form.Item
          name="link"
          label="Product link"
          rules={[
            { validator: (_rule, value: string) => rejectWith(isProductLink(value) ? null : MESSAGES.linkInvalid) },
          ]}
        >
          <Input inputMode="url" maxLength={2048} placeholder="https://" autoComplete="off" />
        </Form.Item>
        <OverBudgetWarning form={form} itemId={item?.id} />
        <Flex justify="end" gap={8} wrap>
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={pending}>
            Save Item
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
