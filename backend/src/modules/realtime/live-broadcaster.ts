import type { LiveEventDto, TypingEventDto } from './dto/live-event.dto';

/** Socket event names, shared by the gateway, the worker's emitter and the tests. */
export const LIVE_EVENT = 'live';
export const TYPING_EVENT = 'typing';

/** Every socket of a user joins this room; the server addresses users, never the browser. */
export const userRoom = (userId: string): string => `user:${userId}`;

/**
 * Delivers events to users' sockets wherever they are connected: the api's gateway (with
 * the Redis streams adapter, to every api process), or in a worker a socket.io server that
 * listens on nothing and only publishes to the same stream.
 */
export abstract class LiveBroadcaster {
  abstract emit(userIds: readonly string[], event: LiveEventDto): void;

  /** Volatile: a typing hint nobody receives in time is worth nothing later. */
  abstract emitTyping(userIds: readonly string[], event: TypingEventDto): void;

  /** What /api/health reports: the adapter joining the processes, and whether it is up. */
  abstract describe(): RealtimeAdapterState;
}

export interface RealtimeAdapterState {
  adapter: 'in-process' | 'redis-streams';
  status: 'up' | 'down';
}
