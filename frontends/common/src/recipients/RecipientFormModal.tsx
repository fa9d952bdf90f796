import { Modal } from 'antd';
import { useRef } from 'react';
import { useDiscardGuard } from '../feedback/use-discard-guard';
import type { Recipient } from './recipient-form-values';
import { RecipientForm } from './RecipientForm';

export interface RecipientFormModalProps {
  open: boolean;
  /** Edit this recipient; add a new one when left out. */
  recipient?: Recipient;
  /** A shopper adding a recipient for one of their clients. */
  clientId?: string;
  onClose: () => void;
  /** After a successful save; the modal does not close itself, so the caller decides. */
  onSaved: (recipient: Recipient) => void;
}

/**
 * The recipient form in a dialog: the recipients screen's add and edit, and the task
 * wizard's "add a recipient" without leaving the wizard. Opens empty each time (the form is
 * unmounted when hidden); closing with unsaved changes asks first.
 */
export function RecipientFormModal({ open, recipient, clientId, onClose, onSaved }: RecipientFormModalProps) {
  // A ref, not state: the form's every keystroke need not re-render the dialog.
  const dirty = useRef(false);
  const closeNow = () => {
    dirty.current = false;
    onClose();
  };
  const close = useDiscardGuard(() => dirty.current, closeNow);
  return (
    <Modal
      title={recipient ? `Edit ${recipient.displayName}` : 'Add Recipient'}
      open={open}
      onCancel={close}
      footer={null}
      destroyOnHidden
      width={640}
    >
      <RecipientForm
        recipient={recipient}
        clientId={clientId}
        onSaved={onSaved}
        onCancel={close}
        onDirtyChange={(changed) => (dirty.current = changed)}
      />
    </Modal>
  );
}
