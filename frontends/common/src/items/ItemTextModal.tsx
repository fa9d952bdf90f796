import { Alert, Button, Flex, Form, Input, Modal, theme } from 'antd';
import type { Schemas } from '../api/typed';
import { failureText } from '../api/failure-text';
import { useDiscardGuard } from '../feedback/use-discard-guard';
import { useSubmitOnce } from '../forms/use-submit-once';
import { useToast } from '../toast/useToast';
import { useUpdateItemNotes } from './api/use-update-item-notes';
import { ITEM_TEXTS, type ItemTextField, itemTextChange } from './item-texts';

type Item = Schemas['ItemReadDto'];

interface TextValues {
  text: string;
}

/** The field's help with its count beside it (antd's own count would sit over a two-line help on a phone). */
function HelpWithCount({ help, max }: { help: string; max: number }) {
  const { token } = theme.useToken();
  const length = (Form.useWatch<string | undefined>('text') ?? '').length;
  return (
    <Flex justify="space-between" align="start" gap={12}>
      <span>{help}</span>
      <span style={{ flex: 'none', color: length > max ? token.colorError : undefined }}>
        {length} / {max}
      </span>
    </Flex>
  );
}

/**
 * The shopper writes the item's summary or her note to the client. Text past the limit is
 * kept (not cut) and refused with the server's message; a failed save keeps what was typed
 * and says why above the field. Saving it empty removes it.
 */
export function ItemTextModal({
  taskId,
  item,
  field,
  open,
  onClose,
}: {
  taskId: string;
  item: Item;
  field: ItemTextField;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [form] = Form.useForm<TextValues>();
  const save = useUpdateItemNotes(taskId);
  const wording = ITEM_TEXTS[field];
  const current = item[field];

  const closeNow = () => {
    save.reset();
    onClose();
  };
  const close = useDiscardGuard(() => form.isFieldsTouched(), closeNow);

  const { pending, onSubmit } = useSubmitOnce(async ({ text }: TextValues) => {
    const change = itemTextChange(field, text);
    try {
      await save.mutateAsync({ itemId: item.id, notes: change });
    } catch {
      return; // shown in the dialog; the typed text stays
    }
    toast({ title: change[field] ? wording.saved : wording.removed, description: item.name, variant: 'success' });
    closeNow();
  });

  return (
    <Modal
      open={open}
      title={current ? wording.dialogTitle.edit : wording.dialogTitle.add}
      onCancel={close}
      footer={null}
      destroyOnHidden
      closable={!pending}
      maskClosable={!pending}
      keyboard={!pending}
    >
      <Form<TextValues>
        form={form}
        name={`item-${field}`}
        // The form instance outlives the hidden dialog: without this, what was discarded comes back.
        clearOnDestroy
        layout="vertical"
        initialValues={{ text: current ?? '' }}
        onFinish={onSubmit}
        disabled={pending}
      >
        {save.isError && (
          <Alert
            type="error"
            showIcon
            title={wording.saveFailed}
            description={failureText(save.error)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="text"
          label={wording.fieldLabel}
          extra={<HelpWithCount help={wording.help} max={wording.max} />}
          rules={[{ max: wording.max, message: wording.tooLong }]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
        <Flex justify="end" gap={8} wrap>
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={pending}>
            Save
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
