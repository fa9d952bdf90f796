import { App } from 'antd';
import type { ReactNode } from 'react';
import { NotifierContext } from './notifier';
import { useToastPositionStyles } from './toast-position';

/** Toasts through the notification API of the enclosing antd `<App>` (themed, one holder). */
export function AppNotifier({ children }: { children: ReactNode }) {
  const { notification } = App.useApp();
  useToastPositionStyles();
  return <NotifierContext.Provider value={notification}>{children}</NotifierContext.Provider>;
}
