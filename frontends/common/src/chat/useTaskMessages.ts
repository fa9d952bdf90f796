import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { messageKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';
import { writeAnswer } from '../api/write-answer';

export type Message = Schemas['MessageDto'];

export const MESSAGE_PAGE_SIZE = 50;

/**
 * One answer of GET /api/tasks/{id}/messages, oldest first. `hasOlder` is decided when the
 * page arrives (a full page may have older messages before it) and kept with it, because
 * messages sent later are appended to the newest page and would change its length.
 */
export interface MessagePage {
  messages: Message[];
  hasOlder: boolean;
}

/** `before` of each page: undefined for the newest page, then the oldest id held. */
type PageParam = string | undefined;
export type ChatCache = InfiniteData<MessagePage, PageParam>;

/**
 * The task's chat. pages[0] is the newest page and each next page is older, so a refetch (an
 * invalidation, e.g. after a live-updates reconnect) starts from the newest messages and pages
 * back from there; `chatMessages` puts them in reading order.
 */
export function useTaskMessages(taskId: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(taskId),
    queryFn: async ({ pageParam, signal }): Promise<MessagePage> => {
      const messages = await api.get('/api/tasks/{taskId}/messages', {
        params: { taskId },
        query: { limit: MESSAGE_PAGE_SIZE, before: pageParam },
        signal,
      });
      return { messages, hasOlder: messages.length === MESSAGE_PAGE_SIZE };
    },
    initialPageParam: undefined as PageParam,
    getNextPageParam: (olderPage: MessagePage): PageParam =>
      olderPage.hasOlder ? olderPage.messages[0]?.id : undefined,
  });
}

/** Every message held, oldest first, each once. */
export function chatMessages(pages: MessagePage[]): Message[] {
  const seen = new Set<string>();
  const ordered: Message[] = [];
  for (const page of [...pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      ordered.push(message);
    }
  }
  return ordered;
}

/**
 * Adds a message to the end of the cached chat (the newest page) unless it is already there,
 * so the answer of a send and a live-update event for the same message do not show it twice.
 * Does nothing while the chat has not been loaded: its first fetch will bring the message.
 */
export function addMessageToChat(queryClient: QueryClient, taskId: string, message: Message): void {
  writeAnswer<ChatCache>(queryClient, messageKeys.list(taskId), (cache) => {
    if (!cache || cache.pages.length === 0) return cache;
    if (cache.pages.some((page) => page.messages.some((held) => held.id === message.id))) return cache;
    const [newest, ...older] = cache.pages;
    return { ...cache, pages: [{ ...newest!, messages: [...newest!.messages, message] }, ...older] };
  });
}
