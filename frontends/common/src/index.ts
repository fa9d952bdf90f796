/**
 * @atelier/common: shared by the shell and both remotes as Module Federation singletons (so
 * the session context, the QueryClient's hooks and the toasts are the same everywhere).
 * Consumed as TypeScript source. This entry is what every signed-in page needs for its first
 * screen; the features with forms and uploads are entries of their own, loaded with the
 * screens that use them (package.json "exports": "@atelier/common/task-wizard" and so on).
 * Import from these entries only.
 */
export * from './api';
export * from './format';
export { useSubmitOnce } from './forms/use-submit-once';
export { ME_QUERY_KEY, roleLabel, SessionContext, SessionProvider, useSession } from './session/SessionProvider';
export { prefetchSession } from './session/prefetch-session';
export { rememberNewAccount } from './session/new-account';
export type {
  LoginBody,
  Me,
  RegisterClientBody,
  RegisterShopperBody,
  Session,
  SessionStatus,
  UserRole,
} from './session/SessionProvider';
export { TOAST_DURATION_MS, TOAST_WIDE_QUERY, useToast } from './toast/useToast';
export { useToastPositionStyles } from './toast/toast-position';
export { NotifierContext } from './toast/notifier';
export { AppText } from './providers/AppText';
export type { Notifier } from './toast/notifier';
export type { ToastOptions, ToastVariant } from './toast/useToast';
export { DEFAULT_PALETTE, isPaletteKey, PALETTE_KEYS, PALETTES, themeFor } from './theme/palettes';
export type { Palette, PaletteKey } from './theme/palettes';
export { AtelierProviders } from './providers/AtelierProviders';
export type {
  RemoteName,
  RemoteRouteKey,
  RemoteRoutes,
  RemoteRoutesModule,
  ScreenLoader,
} from './federation/remote-routes';
export { DashboardHeading, DashboardHeadingView, isDashboardRoute } from './components/DashboardHeading';
export { DASHBOARD_GREETINGS } from './components/dashboard-greetings';
// The shell shows the task list's heading while the list's code arrives.
export { TaskListHeader } from './task-list/TaskListHeader';
export { TASK_LIST_TITLES, type TaskListRole } from './task-list/task-list-titles';
export { rememberedAccount } from './session/remembered-account';
export type { DashboardRouteKey } from './components/DashboardHeading';
export { LoadFailed } from './components/LoadFailed';
export { DeferredPopover } from './components/DeferredPopover';
export { InitialsAvatar } from './components/InitialsAvatar';
export { lazyPanel } from './components/lazy-panel';
export { usePreloadOnFirstIntent } from './components/lazy-dialog';
export { LinkList } from './components/LinkList';
export type { LinkListEntry } from './components/LinkList';
export { BackLink } from './components/BackLink';
export { RouterButton } from './components/RouterButton';
export { VISUALLY_HIDDEN } from './components/visually-hidden';
export { DocumentTitleSink, documentTitle, useDocumentTitle } from './document/useDocumentTitle';
export { StatusTag } from './components/StatusTag';
export type { StatusHue } from './components/StatusTag';
export { TaskStatusTag, taskStatusLabel } from './components/TaskStatusTag';
export { latestTasks, RECENT_TASKS_COUNT, RecentTasks } from './components/RecentTasks';
export type { TaskSummary } from './components/RecentTasks';
export { TaskHeadingPlaceholder, TaskLoadingHeading, TaskWorkspace } from './task-workspace';
export type { WorkspaceRole } from './task-workspace';
export { useLatestTasks } from './task-list/use-latest-tasks';
export { isPayable, PayNowButton, PaymentDetails, PaymentDetailsView, payNowLink } from './invoice/PaymentDetails';
export type { PaymentSource } from './invoice/PaymentDetails';
export { hasNoShopper, useMyShopper } from './invoice/use-my-shopper';
export * from './live';
export { useDiscardGuard } from './feedback/use-discard-guard';
