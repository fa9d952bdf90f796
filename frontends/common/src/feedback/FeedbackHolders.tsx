import { Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { FeedbackApi } from './feedback-api';

/**
 * antd's toast and confirmation holders, under the page's ConfigProvider so both take its
 * palette. One toast at a time (a new one replaces the current one).
 */
export function FeedbackHolders({ onReady }: { onReady: (api: FeedbackApi) => void }) {
  const [notifier, notificationHolder] = notification.useNotification({ maxCount: 1 });
  const [modal, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ notifier, confirm: (config) => void modal.confirm(config) });
  }, [notifier, modal, onReady]);
  return (
    <>
      {notificationHolder}
      {modalHolder}
    </>
  );
}
