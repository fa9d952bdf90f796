import { useRef, useState } from 'react';

/** Whether a Delete waits for its confirmation; cancelling gives the focus back to Delete. */
export function useDeleteConfirmation() {
  const [confirming, setConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return {
    confirming,
    buttonRef,
    ask: () => setConfirming(true),
    cancel: () => {
      setConfirming(false);
      buttonRef.current?.focus();
    },
  };
}
