import { useContext } from 'react';
import { ConfirmContext } from './feedback-api';

/** Asks a question in a confirmation dialog (antd's Modal.confirm, themed like the page). */
export function useConfirm() {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() must be used under a FeedbackProvider (AtelierProviders installs one).');
  return confirm;
}
