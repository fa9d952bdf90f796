/**
 * The TanStack Query keys of every resource, one factory each, so a mutation invalidates
 * exactly what it changed. Keys start with the resource's URL segments: a key that has no
 * query function of its own still fetches through the default one (segments joined with "/").
 *
 *   taskKeys.detail(id)  → ['/api/tasks', id]            GET /api/tasks/{id} (task, items, ...)
 *   taskKeys.pricing(id) → ['/api/tasks', id, 'pricing']
 *   invalidate taskKeys.detail(id) alone: { exact: true } (its children are other resources)
 */
export const taskKeys = {
  /** The prefix of a task's keys; no screen reads GET /api/tasks, the whole list, itself. */
  all: ['/api/tasks'] as const,
  /** GET /api/tasks/page: every read of the task list is under this prefix. */
  pages: ['/api/tasks/page'] as const,
  /** The /tasks screens' pages for these filters (their URL query string). */
  pagesOf: (filters: string) => ['/api/tasks/page', filters] as const,
  /** The dashboards' latest tasks. */
  latest: ['/api/tasks/page', 'latest'] as const,
  /** The client's Messages shortcut: the task whose chat waits for her, else her latest. */
  messagesTarget: ['/api/tasks/page', 'messages-target'] as const,
  detail: (taskId: string) => ['/api/tasks', taskId] as const,
  pricing: (taskId: string) => ['/api/tasks', taskId, 'pricing'] as const,
};

export const messageKeys = {
  /** The task's chat, pages of older messages included (an infinite query). */
  list: (taskId: string) => ['/api/tasks', taskId, 'messages'] as const,
};

export const invoiceKeys = {
  /** GET /api/tasks/{id}/invoices: every invoice of the task with its lines, newest first. */
  ofTask: (taskId: string) => ['/api/tasks', taskId, 'invoices'] as const,
};

export const checkoutKeys = {
  /** GET /api/checkouts/{id}: the card payments of the task a client came back from. */
  ofTask: (taskId: string) => ['/api/tasks', taskId, 'checkouts'] as const,
  one: (taskId: string, checkoutId: string) => ['/api/tasks', taskId, 'checkouts', checkoutId] as const,
};

export const depositKeys = {
  /** GET /api/tasks/{id}/deposits: the task's deposits with what is held and asked for. */
  ofTask: (taskId: string) => ['/api/tasks', taskId, 'deposits'] as const,
};

export const commentKeys = {
  /** Every comment list of the task (all its images). */
  ofTask: (taskId: string) => ['/api/tasks', taskId, 'images'] as const,
  /** The pins of one image of the task. */
  ofImage: (taskId: string, imageUrl: string) => ['/api/tasks', taskId, 'images', imageUrl, 'comments'] as const,
};

export const catalogKeys = {
  categories: ['/api/categories'] as const,
  /** A shopper's clients (GET /api/clients). */
  clients: ['/api/clients'] as const,
  /** The countries an address may name (GET /api/countries). */
  countries: ['/api/countries'] as const,
};

export const recipientKeys = {
  /** GET /api/recipients (a client's own; a shopper passes the client). */
  all: ['/api/recipients'] as const,
  ofClient: (clientId: string) => ['/api/recipients', { clientId }] as const,
};

export const inviteCodeKeys = {
  all: ['/api/invite-codes'] as const,
};

export const shopperKeys = {
  /** The signed-in shopper's settings (GET /api/shoppers/me). */
  mySettings: ['/api/shoppers/me'] as const,
  /** The signed-in client's shopper (GET /api/my-shopper). */
  myShopper: ['/api/my-shopper'] as const,
  /** Every shopper, for registration (GET /api/shoppers). */
  all: ['/api/shoppers'] as const,
  /** Where the signed-in client stands with her shopper (GET /api/me/standing). */
  myStanding: ['/api/me/standing'] as const,
};

export const notificationKeys = {
  /** GET /api/notifications: the bell's list and the unread counts (messages, notifications). */
  feed: ['/api/notifications'] as const,
};

export const dashboardKeys = {
  /** Both dashboards: any change on a task may change what they count. */
  all: ['/api/dashboard'] as const,
  /** GET /api/dashboard/shopper: attention list, money, clients' balances. */
  shopper: ['/api/dashboard', 'shopper'] as const,
  /** GET /api/dashboard/client: amount due, paid invoices, items awaiting feedback. */
  client: ['/api/dashboard', 'client'] as const,
};

export const contactDetailKeys = {
  /** GET /api/me/contact-details: the signed-in client's phone and addresses. */
  mine: ['/api/me/contact-details'] as const,
};

export const emailPreferenceKeys = {
  /** GET /api/me/email-preferences: which digest emails the signed-in user gets. */
  mine: ['/api/me/email-preferences'] as const,
};
