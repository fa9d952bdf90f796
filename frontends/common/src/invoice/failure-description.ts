import { failureText } from '../api/failure-text';
import type { ToastOptions } from '../toast/useToast';

/**
 * A failure whose spec text already says "Please try again." as its title, with the server's
 * reason beneath when it gave one (and it is not the same sentence).
 */
export function failureToast(title: string, error: unknown): ToastOptions {
  const reason = failureText(error, '');
  return { title, description: reason && reason !== title ? reason : undefined, variant: 'destructive' };
}
