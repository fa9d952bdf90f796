import type { NotificationArgsProps } from 'antd';
import { createContext } from 'react';

/**
 * What toasts are shown through: antd's notification API. The signed-in app installs the one
 * of antd's `App` (AtelierProviders); the light public pages install a lazily loaded one, so
 * they do not carry antd's App, modal and message code before anyone needs a toast.
 */
export interface Notifier {
  open(args: NotificationArgsProps): void;
  success(args: NotificationArgsProps): void;
  error(args: NotificationArgsProps): void;
  destroy(): void;
}

export const NotifierContext = createContext<Notifier | null>(null);
