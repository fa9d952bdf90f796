import { useCallback, useContext, useMemo } from 'react';
import { NotifierContext } from './notifier';
import { toastPlacement } from './toast-position';

export { TOAST_WIDE_QUERY } from './toast-position';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; 5000 by default (docs/product-rules.md, "Formats and timings"). */
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;

/**
 * Toasts over antd's notification API (the `Notifier` the providers install): one toast at a
 * time (a new one replaces the current one), 5 s by default, at the top on small screens and
 * bottom-right on larger ones, where they cover no control (toast-position.ts).
 */
export function useToast() {
  const notification = useContext(NotifierContext);
  if (!notification) throw new Error('useToast() must be used under a Notifier (AtelierProviders installs one).');
  const toast = useCallback(
    ({ title, description, variant = 'default', duration = TOAST_DURATION_MS }: ToastOptions) => {
      notification.destroy();
      const args = {
        title,
        description,
        placement: toastPlacement(),
        duration: duration / 1000,
        role: variant === 'destructive' ? ('alert' as const) : ('status' as const),
      };
      if (variant === 'destructive') notification.error(args);
      else if (variant === 'success') notification.success(args);
      else notification.open(args);
    },
    [notification],
  );
  const dismiss = useCallback(() => notification.destroy(), [notification]);
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}
