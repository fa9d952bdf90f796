import { Flex, Spin, theme, Typography } from 'antd';
import { useState } from 'react';
import type { Schemas } from '../api/typed';
import { useToast } from '../toast/useToast';
import { ImportFailedError, useImportItemDetails } from './api/use-import-item-details';
import { failureText } from '../api/failure-text';
import { itemPermissions } from './item-rules';
import { ItemActions } from './ItemActions';
import { ItemDetails } from './ItemDetails';
import { ItemFeedback } from './ItemFeedback';
import { ItemNotes } from './ItemNotes';
import { ItemPhotoStrip } from './ItemPhotoStrip';
import { LazyItemFormModal, LazyItemPhotosModal, LazyItemReceiptModal } from './lazy-item-dialogs';
import { useConfirmDeleteItem } from './use-confirm-delete-item';

type Item = Schemas['ItemReadDto'];
type ImageRef = Schemas['ImageRefDto'];

export interface ItemCardProps {
  taskId: string;
  item: Item;
  canEdit: boolean;
  canReact: boolean;
  onOpenImages: (images: ImageRef[], index: number, label: string) => void;
}

/** One item of the task: photos, details, the client's feedback and the shopper's actions. */
export function ItemCard({ taskId, item, canEdit, canReact, onOpenImages }: ItemCardProps) {
  const { token } = theme.useToken();
  const { toast } = useToast();
  const [dialog, setDialog] = useState<'edit' | 'photos' | 'receipt' | null>(null);
  const importDetails = useImportItemDetails(taskId);
  const confirmDelete = useConfirmDeleteItem(taskId);
  const permissions = itemPermissions(item, canEdit);
  const close = () => setDialog(null);

  const runImport = () =>
    importDetails.mutate(item.id, {
      onSuccess: (result) =>
        toast({
          title: 'Import complete',
          description: result.image_added
            ? 'The product image and summary were added.'
            : 'The summary was added; the page had no image to import.',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Import Failed',
          description:
            error instanceof ImportFailedError && error.message
              ? error.message
              : failureText(error, 'Failed to import image and summary. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <article
      aria-label={item.name}
      aria-busy={importDetails.isPending}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        height: '100%',
        boxSizing: 'border-box',
        padding: 16,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        minWidth: 0,
      }}
    >
      <ItemPhotoStrip images={item.images} onOpen={(index) => onOpenImages(item.images, index, item.name)} />
      <ItemDetails item={item} lockReason={permissions.lockReason} />
      <ItemNotes taskId={taskId} item={item} canEdit={permissions.edit} />
      {importDetails.isPending && (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text>Importing from the product page…</Typography.Text>
        </Flex>
      )}
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 'auto' }}>
        <ItemFeedback taskId={taskId} item={item} canReact={canReact} />
        <ItemActions
          name={item.name}
          permissions={permissions}
          importing={importDetails.isPending}
          onImport={runImport}
          onPhotos={() => setDialog('photos')}
          onReceipt={() => setDialog('receipt')}
          onEdit={() => setDialog('edit')}
          onDelete={() => confirmDelete(item)}
        />
      </Flex>
      {permissions.edit && <LazyItemFormModal taskId={taskId} item={item} open={dialog === 'edit'} onClose={close} />}
      {permissions.photos && (
        <LazyItemPhotosModal taskId={taskId} item={item} open={dialog === 'photos'} onClose={close} />
      )}
      {permissions.receipt && (
        <LazyItemReceiptModal taskId={taskId} item={item} open={dialog === 'receipt'} onClose={close} />
      )}
    </article>
  );
}
