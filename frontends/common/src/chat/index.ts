/** The Task Chat card of the task workspace (docs/product-rules.md, "Chat"). */
export { TaskChat } from './TaskChat';
export type { TaskChatProps } from './TaskChat';
/** For the live-updates module: put a message pushed by the server into the cached chat. */
export { addMessageToChat } from './useTaskMessages';
export type { Message } from './useTaskMessages';
