import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Flex, Modal, Popconfirm, Spin, theme, Typography } from 'antd';
import type { Schemas } from '../api/typed';
import { useToast } from '../toast/useToast';
import { FileUpload, ITEM_PHOTO_LIMITS, MAX_PHOTOS_PER_ITEM } from '../uploads';
import { useUpdateItemFiles } from './api/use-update-item-files';
import { failureText } from '../api/failure-text';
import { itemUploadUrl } from './item-upload-url';

type Item = Schemas['ItemReadDto'];

const PHOTO_FIELDS = { kind: 'photo' };

/**
 * The item's photos: remove one, or add more (up to 8). New files are uploaded first, then the
 * item's whole photo list is saved in one call: the ones it had, then the new ones in order.
 */
export function ItemPhotosModal({
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
  const { token } = theme.useToken();
  const { toast } = useToast();
  const files = useUpdateItemFiles(taskId);
  const count = item.imageUrls.length;

  const addPhotos = (urls: string[]) =>
    files.mutate(
      { itemId: item.id, files: { imageUrls: [...item.imageUrls, ...urls] } },
      {
        onSuccess: () =>
          toast({
            title: 'Images added',
            description: `${urls.length} ${urls.length === 1 ? 'photo' : 'photos'} added to ${item.name}.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: `Failed to save uploaded images: ${failureText(error)}`, variant: 'destructive' }),
      },
    );

  const removePhoto = (index: number) =>
    files.mutateAsync({ itemId: item.id, files: { imageUrls: item.imageUrls.filter((_, at) => at !== index) } }).then(
      () => toast({ title: 'Photo removed', variant: 'success' }),
      (error: unknown) => toast({ title: `Failed to delete image: ${failureText(error)}`, variant: 'destructive' }),
    );

  return (
    <Modal
      open={open}
      title={`Photos of ${item.name}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Done</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {count} of {MAX_PHOTOS_PER_ITEM} photos
        </Typography.Text>
        {count > 0 && (
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
            {item.images.map((image, index) => (
              <li key={`${image.url}-${index}`}>
                <Flex vertical gap={4} align="center">
                  <img
                    src={image.thumbUrl}
                    alt={`Photo ${index + 1}`}
                    style={{
                      width: 88,
                      height: 88,
                      objectFit: 'cover',
                      borderRadius: token.borderRadius,
                      border: `1px solid ${token.colorBorderSecondary}`,
                    }}
                  />
                  <Popconfirm
                    title="Remove this photo?"
                    okText="Remove"
                    okButtonProps={{ danger: true }}
                    cancelText="Cancel"
                    onConfirm={() => removePhoto(index)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden="true" />}
                      aria-label={`Remove photo ${index + 1}`}
                      disabled={files.isPending}
                      style={{ minHeight: 32 }}
                    >
                      Remove
                    </Button>
                  </Popconfirm>
                </Flex>
              </li>
            ))}
          </ul>
        )}
        <FileUpload
          action={itemUploadUrl(taskId)}
          fields={PHOTO_FIELDS}
          limits={ITEM_PHOTO_LIMITS}
          remaining={MAX_PHOTOS_PER_ITEM - count}
          onUploaded={addPhotos}
          disabled={files.isPending}
          label="Choose photos or drag them here"
          inputLabel="Choose photos"
        />
        {files.isPending && (
          <Flex gap={8} align="center" role="status">
            <Spin size="small" />
            <Typography.Text>Saving photos…</Typography.Text>
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
