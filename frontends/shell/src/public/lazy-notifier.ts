import type { Notifier } from '@atelier/common';
import type { NotificationArgsProps } from 'antd';

type NotificationApi = (typeof import('antd'))['notification'];

let api: Promise<NotificationApi> | null = null;

/** antd's notification code, fetched with the first toast (most visits never show one). */
function notificationApi(): Promise<NotificationApi> {
  api ??= import('./themed-notification').then((module) => module.notification);
  return api;
}

const show = (kind: 'open' | 'success' | 'error') => (args: NotificationArgsProps) =>
  void notificationApi().then((notification) => notification[kind](args));

/** The light public pages' toasts: antd's static notification, loaded on first use. */
export const lazyNotifier: Notifier = {
  open: show('open'),
  success: show('success'),
  error: show('error'),
  // Nothing to close before the first toast; afterwards, in order with the calls that follow.
  destroy: () => void api?.then((notification) => notification.destroy()),
};
