export { apiRequest, ApiError, getStoredToken, setStoredToken, TOKEN_STORAGE_KEY } from './client';
export type { HttpMethod, RequestOptions } from './client';
export { api, buildUrl } from './typed';
export type { Schemas, SuccessBody, PathsWith } from './typed';
export { createQueryClient, getQueryFn } from './query';
export type { On401 } from './query';
export type { components, paths } from './schema';
export {
  catalogKeys,
  commentKeys,
  contactDetailKeys,
  dashboardKeys,
  emailPreferenceKeys,
  inviteCodeKeys,
  invoiceKeys,
  messageKeys,
  notificationKeys,
  recipientKeys,
  shopperKeys,
  taskKeys,
} from './query-keys';
export { failureText } from './failure-text';
export { writeAnswer } from './write-answer';
