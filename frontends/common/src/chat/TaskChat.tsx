import { Alert, Button, Flex } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../session/SessionProvider';
import { ChatCard, MessagesLoading } from './ChatCard';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { chatMessages, useTaskMessages } from './useTaskMessages';
import { failureText } from '../api/failure-text';
import { TypingIndicator, useMarkChatRead } from '../live';

export interface TaskChatProps {
  taskId: string;
  /**
   * Set when the page was opened on the messages tab (`?tab=messages`), new for each such
   * navigation (the location's key): once the messages are in, the chat scrolls into view,
   * newest message last, and its input takes the focus, every time one arrives.
   */
  landingKey?: string | null;
}

/** The task's chat between its client and shopper (either party may write). */
export function TaskChat({ taskId, landingKey = null }: TaskChatProps) {
  const { me } = useSession();
  const chat = useTaskMessages(taskId);
  const { fetchNextPage, isFetchingNextPage } = chat;
  const messages = chat.data ? chatMessages(chat.data.pages) : [];
  useMarkChatRead(taskId, messages.at(-1)?.id);
  const loaded = chat.data !== undefined;
  const composerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Centred: clear of the page's sticky header and fixed navigation, the newest messages
    // just above the input.
    if (loaded && landingKey !== null) composerRef.current?.scrollIntoView({ block: 'center' });
  }, [loaded, landingKey]);

  const loadOlder = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, isFetchingNextPage]);

  return (
    <ChatCard>
      {chat.data ? (
        <Flex vertical gap={12}>
          <MessageList
            messages={messages}
            myUserId={me?.user.id}
            hasOlder={chat.hasNextPage}
            loadingOlder={isFetchingNextPage}
            olderFailed={chat.isFetchNextPageError && !isFetchingNextPage}
            onLoadOlder={loadOlder}
          />
          <TypingIndicator taskId={taskId} />
          <div ref={composerRef}>
            <MessageComposer taskId={taskId} focusKey={landingKey} />
          </div>
        </Flex>
      ) : chat.isError ? (
        <Alert
          type="error"
          showIcon
          title="Could not load messages"
          description={failureText(chat.error)}
          action={
            <Button
              size="small"
              loading={chat.isFetching}
              onClick={() => void chat.refetch()}
              style={{ minHeight: 32 }}
            >
              Retry
            </Button>
          }
        />
      ) : (
        <MessagesLoading />
      )}
    </ChatCard>
  );
}
