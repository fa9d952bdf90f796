import { Button, Empty, Flex, theme, Typography } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { MessageBubble } from './MessageBubble';
import type { Message } from './useTaskMessages';

/** Within this many pixels of the bottom the list follows new messages. */
const FOLLOW_THRESHOLD_PX = 48;

interface MessageListProps {
  messages: Message[];
  myUserId: string | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  onLoadOlder(): void;
}

/**
 * The scrollable chat log, oldest first. Reaching the top loads older messages (an
 * IntersectionObserver on a sentinel; the "Load older messages" button does the same for
 * keyboards and screen readers) without moving what the reader is looking at. New messages
 * scroll into view when the reader was at the bottom or sent them.
 */
export function MessageList({
  messages,
  myUserId,
  hasOlder,
  loadingOlder,
  olderFailed,
  onLoadOlder,
}: MessageListProps) {
  const { token } = theme.useToken();
  const logRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  // Where the reader is, kept on every scroll: older messages land above, so the distance
  // from the bottom is what must stay the same.
  const fromBottomRef = useRef(0);
  const followRef = useRef(true);
  const edgesRef = useRef<{ oldest?: string; newest?: string }>({});

  const oldest = messages[0];
  const newest = messages.at(-1);

  const rememberPosition = useCallback(() => {
    const log = logRef.current;
    if (!log) return;
    fromBottomRef.current = log.scrollHeight - log.scrollTop;
    followRef.current = fromBottomRef.current - log.clientHeight <= FOLLOW_THRESHOLD_PX;
  }, []);

  useLayoutEffect(() => {
    const log = logRef.current;
    const previous = edgesRef.current;
    edgesRef.current = { oldest: oldest?.id, newest: newest?.id };
    if (!log) return;
    if (newest?.id !== previous.newest && (followRef.current || newest?.sender.id === myUserId)) {
      log.scrollTop = log.scrollHeight;
    } else if (oldest?.id !== previous.oldest) {
      log.scrollTop = log.scrollHeight - fromBottomRef.current;
    }
    rememberPosition();
  }, [oldest?.id, newest?.id, newest?.sender.id, myUserId, rememberPosition]);

  // Observed again after each page so that a list still too short to scroll keeps filling.
  useEffect(() => {
    const log = logRef.current;
    const sentinel = sentinelRef.current;
    if (!log || !sentinel || !hasOlder || loadingOlder || olderFailed || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadOlder();
      },
      { root: log, rootMargin: '120px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, olderFailed, onLoadOlder, oldest?.id]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      aria-busy={loadingOlder}
      tabIndex={0}
      onScroll={rememberPosition}
      style={{
        maxHeight: 'min(60vh, 520px)',
        minHeight: 160,
        overflowY: 'auto',
        overflowX: 'hidden',
        // Browsers' own scroll anchoring would fight the position kept above.
        overflowAnchor: 'none',
        padding: '4px 4px 8px',
      }}
    >
      {hasOlder && (
        <Flex vertical align="center" gap={4} style={{ paddingBottom: 12 }}>
          <div ref={sentinelRef} aria-hidden="true" style={{ height: 1, width: '100%' }} />
          {olderFailed && (
            <Typography.Text role="alert" style={{ color: token.colorErrorTextActive }}>
              Could not load older messages.
            </Typography.Text>
          )}
          <Button size="small" loading={loadingOlder} onClick={onLoadOlder} style={{ minHeight: 32 }}>
            Load older messages
          </Button>
        </Flex>
      )}
      {messages.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <span style={{ color: token.colorTextSecondary }}>No messages yet. Start the conversation.</span>
          }
        />
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {messages.map((message) => (
            <li key={message.id}>
              <MessageBubble message={message} own={message.sender.id === myUserId} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
