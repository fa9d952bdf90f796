import { useCallback } from 'react';
import { useConfirm } from './useConfirm';

/**
 * The close of a dialog that holds a form (Esc, a tap outside, its close or Cancel button): with
 * nothing changed it closes at once; with changes it asks first, so what was typed is lost only
 * when the user says so.
 */
export function useDiscardGuard(hasChanges: () => boolean, close: () => void): () => void {
  const confirm = useConfirm();
  return useCallback(() => {
    if (!hasChanges()) {
      close();
      return;
    }
    confirm({
      title: 'Discard your changes?',
      content: 'What you entered in this form will be lost.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep Editing',
      onOk: close,
    });
  }, [confirm, hasChanges, close]);
}
