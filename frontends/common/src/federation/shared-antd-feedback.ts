/**
 * The antd the three apps share at run time under the key "antd-feedback" (federation/shared.js):
 * dialogs and toasts. A signed-in page fetches it when a dialog first opens, or for its first
 * toast or confirmation at the latest (feedback/FeedbackProvider.tsx), not with the page. See
 * shared-antd.ts; the shell provides this module with the others, so the antd internals they
 * have in common are one instance.
 */
export { Modal, notification } from 'antd/es';
