import { useCallback } from 'react';
import type { Schemas } from '../api/typed';
import { useConfirm } from '../feedback/useConfirm';
import { useToast } from '../toast/useToast';
import { useDeleteItem } from './api/use-delete-item';
import { failureText } from '../api/failure-text';

/** Asks the spec's question, then deletes; the dialog's Delete button spins until the server answers. */
export function useConfirmDeleteItem(taskId: string) {
  const confirm = useConfirm();
  const { toast } = useToast();
  const { mutateAsync } = useDeleteItem(taskId);
  return useCallback(
    (item: Schemas['ItemReadDto']) =>
      confirm({
        title: 'Are you sure you want to delete this item?',
        content: `${item.name} will be removed from this task.`,
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: () =>
          mutateAsync(item.id).then(
            () => toast({ title: 'Item deleted', description: item.name, variant: 'success' }),
            (error: unknown) =>
              toast({ title: 'Failed to delete item', description: failureText(error), variant: 'destructive' }),
          ),
      }),
    [confirm, toast, mutateAsync],
  );
}
