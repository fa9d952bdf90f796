import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Flex, Modal, Popconfirm, Spin, Typography } from 'antd';
import type { Schemas } from '../api/typed';
import { useToast } from '../toast/useToast';
import { FileUpload, RECEIPT_LIMITS } from '../uploads';
import { useUpdateItemFiles } from './api/use-update-item-files';
import { failureText } from '../api/failure-text';
import { itemUploadUrl } from './item-upload-url';
import { NewTabLink } from './NewTabLink';

type Item = Schemas['ItemReadDto'];

const RECEIPT_FIELDS = { kind: 'receipt' };

/** The item's receipt: upload one, replace it, or remove it. */
export function ItemReceiptModal({
  taskId,
  item,
  open,
  onClose,
}: {
  taskId: string;
  item: Item;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const files = useUpdateItemFiles(taskId);
  const uploadFailed = (description: string) =>
    toast({ title: 'Failed to upload receipt', description, variant: 'destructive' });

  const saveReceipt = ([url]: string[]) =>
    files.mutate(
      { itemId: item.id, files: { receiptUrl: url } },
      {
        onSuccess: () => {
          toast({ title: 'Receipt uploaded', description: item.name, variant: 'success' });
          onClose();
        },
        onError: (error) => uploadFailed(failureText(error)),
      },
    );

  const removeReceipt = () =>
    files.mutateAsync({ itemId: item.id, files: { receiptUrl: null } }).then(
      () => toast({ title: 'Receipt removed', description: item.name, variant: 'success' }),
      (error: unknown) =>
        toast({ title: 'Failed to remove receipt', description: failureText(error), variant: 'destructive' }),
    );

  return (
    <Modal
      open={open}
      title={`Receipt for ${item.name}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Done</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        {item.receiptUrl ? (
          <Flex gap={12} wrap align="center" justify="space-between">
            <NewTabLink href={item.receiptUrl}>View current receipt</NewTabLink>
            <Popconfirm
              title="Remove this receipt?"
              okText="Remove"
              okButtonProps={{ danger: true }}
              cancelText="Cancel"
              onConfirm={removeReceipt}
            >
              <Button danger icon={<DeleteOutlined aria-hidden="true" />} disabled={files.isPending}>
                Remove receipt
              </Button>
            </Popconfirm>
          </Flex>
        ) : (
          <Typography.Text type="secondary">No receipt yet.</Typography.Text>
        )}
        <FileUpload
          action={itemUploadUrl(taskId)}
          fields={RECEIPT_FIELDS}
          limits={RECEIPT_LIMITS}
          onUploaded={saveReceipt}
          onFailed={(fileName, reason) => uploadFailed(`${fileName}: ${reason}`)}
          disabled={files.isPending}
          label={item.receiptUrl ? 'Choose a new receipt to replace it' : 'Choose a receipt or drag it here'}
          inputLabel="Choose a receipt"
        />
        {files.isPending && (
          <Flex gap={8} align="center" role="status">
            <Spin size="small" />
            <Typography.Text>Saving the receipt…</Typography.Text>
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
