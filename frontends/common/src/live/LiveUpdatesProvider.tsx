import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { getStoredToken } from '../api/client';
import { dropEarlyGets } from '../api/early-gets';
import { useSession } from '../session/SessionProvider';
import { applyLiveEvent, type LiveEvent, type TypingEvent } from './apply-live-event';
import { whenLiveMayStart } from './live-start';
import { UnreadTitle } from './UnreadTitle';

/** 'reconnecting' after a drop, until the socket is back (the header says so, quietly). */
export type LiveStatus = 'offline' | 'connecting' | 'connected' | 'reconnecting';

/** How long "… is typing" stays without a new signal, and how often a typist signals. */
export const TYPING_SHOWN_MS = 4000;
export const TYPING_SIGNAL_EVERY_MS = 2000;

interface LiveContextValue {
  status: LiveStatus;
  /** Who is typing in each task's chat (the other party), by task id. */
  typing: Record<string, TypingEvent>;
  signalTyping(taskId: string): void;
}

const LiveContext = createContext<LiveContextValue>({ status: 'offline', typing: {}, signalTyping: () => {} });

/**
 * One socket per signed-in tab (WebSocket transport, the stored bearer token in the
 * handshake, read again on every reconnect so a renewed token is used). Its `live` events
 * update the TanStack Query cache; once it connects (and after a reconnect the server could
 * not recover), every query is invalidated so what was read before it refetches: events sent
 * in between are not replayed.
 */
export function LiveUpdatesProvider({ children }: { children: ReactNode }) {
  const { status: sessionStatus, me } = useSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Exclude<LiveStatus, 'offline'>>('connecting');
  const [typing, setTyping] = useState<Record<string, TypingEvent>>({});
  const socketRef = useRef<Socket | null>(null);
  const lastSignal = useRef<Record<string, number>>({});
  const typedBeforeConnect = useRef<{ taskId: string; at: number } | null>(null);
  const userId = sessionStatus === 'authenticated' ? me?.user.id : undefined;

  useEffect(() => {
    if (!userId) return;
    const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
    let socket: Socket | null = null;
    let closed = false;
    // The socket's client is its own chunk, fetched once the page has loaded and shown its
    // screen (live-start.ts): no first load waits for it, and what was read before it connects
    // is read again once it does (below).
    const cancelStart = whenLiveMayStart(async () => {
      const { io } = await import('socket.io-client');
      if (closed) return;
      const live = io({
        transports: ['websocket'],
        auth: (send) => send({ token: getStoredToken() }),
      });
      socket = live;
      socketRef.current = live;
      let connectedBefore = false;
      live.on('connect', () => {
        // Events reach connected sockets only: what was read before this connection (the
        // page's first reads, or everything before a drop the server could not recover from)
        // may lack some, so it is read again, and early answers not yet taken are dropped.
        if (!live.recovered) {
          dropEarlyGets();
          void queryClient.invalidateQueries();
        }
        connectedBefore = true;
        setStatus('connected');
        const typed = typedBeforeConnect.current;
        typedBeforeConnect.current = null;
        if (typed && Date.now() - typed.at < TYPING_SHOWN_MS) {
          lastSignal.current[typed.taskId] = Date.now();
          live.volatile.emit('typing', { taskId: typed.taskId });
        }
      });
      live.on('disconnect', () => setStatus('reconnecting'));
      live.on('connect_error', () => setStatus(connectedBefore ? 'reconnecting' : 'connecting'));
      live.on('live', (event: LiveEvent) => applyLiveEvent(queryClient, event));
      live.on('typing', (event: TypingEvent) => {
        setTyping((current) => ({ ...current, [event.taskId]: event }));
        clearTimeout(typingTimers.get(event.taskId));
        typingTimers.set(
          event.taskId,
          setTimeout(() => setTyping(({ [event.taskId]: _, ...rest }) => rest), TYPING_SHOWN_MS),
        );
      });
    });
    return () => {
      closed = true;
      cancelStart();
      typingTimers.forEach(clearTimeout);
      socket?.close();
      socketRef.current = null;
      setStatus('connecting');
      setTyping({});
    };
  }, [userId, queryClient]);

  const signalTyping = useCallback((taskId: string) => {
    const now = Date.now();
    const live = socketRef.current;
    if (!live?.connected) {
      // Typed before the socket is up (it starts once the screen shows): said on connecting.
      typedBeforeConnect.current = { taskId, at: now };
      return;
    }
    if (now - (lastSignal.current[taskId] ?? 0) < TYPING_SIGNAL_EVERY_MS) return;
    lastSignal.current[taskId] = now;
    live.volatile.emit('typing', { taskId });
  }, []);

  const value = useMemo(
    () => ({ status: userId ? status : ('offline' as const), typing, signalTyping }),
    [userId, status, typing, signalTyping],
  );
  return (
    <LiveContext.Provider value={value}>
      {userId && <UnreadTitle />}
      {children}
    </LiveContext.Provider>
  );
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext).status;
}

/** The other party typing in this task's chat, or null. */
export function useTypingIn(taskId: string): TypingEvent | null {
  return useContext(LiveContext).typing[taskId] ?? null;
}

/** Call on every keystroke in a task's chat; it signals at most every 2 seconds. */
export function useSignalTyping(taskId: string): () => void {
  const { signalTyping } = useContext(LiveContext);
  return useCallback(() => signalTyping(taskId), [signalTyping, taskId]);
}
