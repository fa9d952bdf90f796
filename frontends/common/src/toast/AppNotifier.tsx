import { App } from 'antd';
import type { ReactNode } from 'react';
import { NotifierContext } from './notifier';

/** Toasts through the notification API of the enclosing antd `<App>` (themed, one holder). */
export function AppNotifier({ children }: { children: ReactNode }) {
  const { notification } = App.useApp();
  return <NotifierContext.Provider value={notification}>{children}</NotifierContext.Provider>;
}
