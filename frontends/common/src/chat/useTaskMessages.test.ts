import { QueryClient } from '@tanstack/react-query';
import { messageKeys } from '../api/query-keys';
import { addMessageToChat, type ChatCache, chatMessages, type Message } from './useTaskMessages';

function message(id: string): Message {
  return {
    id,
    taskId: 't1',
    content: `text ${id}`,
    createdAt: '2026-06-15T10:00:00.000Z',
    sender: { id: 'u1', displayName: 'Casey' },
    senderType: 'CLIENT',
  };
}

const cache = (): ChatCache => ({
  // pages[0] is the newest page, the next one older.
  pages: [
    { messages: [message('c'), message('d')], hasOlder: true },
    { messages: [message('a'), message('b')], hasOlder: false },
  ],
  pageParams: [undefined, 'c'],
});

it('lists the messages of every page oldest first', () => {
  expect(chatMessages(cache().pages).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
});

it('adds a sent message at the end of the newest page, once', () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(messageKeys.list('t1'), cache());
  addMessageToChat(queryClient, 't1', message('e'));
  addMessageToChat(queryClient, 't1', message('e'));
  const after = queryClient.getQueryData<ChatCache>(messageKeys.list('t1'))!;
  expect(chatMessages(after.pages).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  // The page keeps what its fetch decided about older messages.
  expect(after.pages[0]!.hasOlder).toBe(true);
  expect(after.pages[1]!.hasOlder).toBe(false);
});

it('leaves a chat that was never loaded alone', () => {
  const queryClient = new QueryClient();
  addMessageToChat(queryClient, 't1', message('e'));
  expect(queryClient.getQueryData(messageKeys.list('t1'))).toBeUndefined();
});
