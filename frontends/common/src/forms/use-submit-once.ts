import { useRef, useState } from 'react';

/**
 * A submit handler for a call that must not go twice: while one runs, another submit is
 * ignored (Enter pressed again in a field submits the form even though antd's loading button
 * ignores clicks). `pending` is the button's loading state.
 */
export function useSubmitOnce<T>(submit: (values: T) => Promise<void>): {
  pending: boolean;
  onSubmit: (values: T) => Promise<void>;
} {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const onSubmit = async (values: T) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await submit(values);
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return { pending, onSubmit };
}
