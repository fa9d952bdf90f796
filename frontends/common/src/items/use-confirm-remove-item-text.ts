import { useCallback } from 'react';
import type { Schemas } from '../api/typed';
import { failureText } from '../api/failure-text';
import { useConfirm } from '../feedback/useConfirm';
import { useToast } from '../toast/useToast';
import { useUpdateItemNotes } from './api/use-update-item-notes';
import { ITEM_TEXTS, type ItemTextField, itemTextChange } from './item-texts';

/** Asks before removing the summary or the note (the client stops seeing it), then removes it. */
export function useConfirmRemoveItemText(taskId: string) {
  const confirm = useConfirm();
  const { toast } = useToast();
  const { mutateAsync } = useUpdateItemNotes(taskId);
  return useCallback(
    (item: Schemas['ItemReadDto'], field: ItemTextField) => {
      const wording = ITEM_TEXTS[field];
      return confirm({
        title: `Remove ${wording.noun}?`,
        content: `Your client will no longer see it on ${item.name}.`,
        okText: 'Remove',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: () =>
          mutateAsync({ itemId: item.id, notes: itemTextChange(field, null) }).then(
            () => toast({ title: wording.removed, description: item.name, variant: 'success' }),
            (error: unknown) =>
              toast({ title: wording.removeFailed, description: failureText(error), variant: 'destructive' }),
          ),
      });
    },
    [confirm, toast, mutateAsync],
  );
}
