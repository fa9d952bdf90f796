/**
 * The workspace's own chunk (gallery, upload, invoice and chat code): fetched when a task's
 * page is opened, and from its loading heading already while the remote's screen is still on
 * its way, so that the two chunks do not load one after the other.
 */
export const loadTaskWorkspace = () => import('./TaskWorkspace');
