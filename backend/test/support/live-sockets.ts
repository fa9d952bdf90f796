import type { INestApplication } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import type { LiveEventDto } from '../../src/modules/realtime/dto/live-event.dto';

/** A `live` event as a socket receives it (JSON: dates are strings, which these tests do not read). */
export type LiveEvent = LiveEventDto;

/** Opens a socket the way the web app does (WebSocket only, bearer token in the handshake). */
export function connectSocket(
  baseUrl: string,
  token: string | undefined,
  options: { reconnection?: boolean } = {},
): Promise<Socket> {
  const socket = io(baseUrl, {
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export function baseUrlOf(app: INestApplication): string {
  const address = app.getHttpServer().address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

/** Every payload a socket receives on `event`, in order, for assertions after the fact. */
export function recordEvents<T = Record<string, unknown>>(socket: Socket, event = 'live'): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** Resolves with the first payload on `event` that matches, or rejects after `timeoutMs`. */
export function nextEvent<T = Record<string, unknown>>(
  socket: Socket,
  matches: (payload: T) => boolean,
  event = 'live',
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching "${event}" event within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
