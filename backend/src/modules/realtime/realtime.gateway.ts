import { Inject, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Redis } from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { Public } from '../../common/auth/public.decorator';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SocketConnections } from '../../infra/metrics/socket-connections';
import { TaskAccess } from '../tasks/task-access.service';
import type { LiveEventDto, TypingEventDto } from './dto/live-event.dto';
import { LIVE_EVENT, LiveBroadcaster, type RealtimeAdapterState, TYPING_EVENT, userRoom } from './live-broadcaster';
import { closeRealtimeRedis, REALTIME_REDIS, redisStreamsAdapter } from './realtime-redis';
import { SocketAuthenticator, type SocketUser } from './socket-authenticator';

/** Refused handshakes get this error (the browser sees it as connect_error). */
export const SOCKET_UNAUTHORIZED = 'Authentication required';

/** A reconnect within this window gets the events it missed; later ones refetch. */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

type UserSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, { user: SocketUser }>;

/**
 * The socket.io endpoint (/socket.io, WebSocket transport only, so a proxy needs no sticky
 * sessions). Each socket is authenticated at the handshake and joins its user's room; every
 * event is addressed to users by the server. Heartbeats are socket.io's ping/pong.
 */
@WebSocketGateway({
  transports: ['websocket'],
  serveClient: false,
  pingInterval: 20_000,
  pingTimeout: 20_000,
  // Recovered sockets go through the handshake check again: a revoked token is not resumed.
  connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
})
export class RealtimeGateway
  extends LiveBroadcaster
  implements OnGatewayInit<Server>, OnGatewayConnection<UserSocket>, OnApplicationShutdown
{
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  private server!: Server;

  constructor(
    private readonly authenticator: SocketAuthenticator,
    private readonly access: TaskAccess,
    @Inject(REALTIME_REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly connections: SocketConnections,
  ) {
    super();
  }

  afterInit(server: Server): void {
    // This process's sockets only: with the Redis adapter the others are counted by their own api.
    this.connections.countWith(() => server.of('/').sockets.size);
    if (this.redis) server.adapter(redisStreamsAdapter(this.redis, this.config));
    server.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      this.authenticator.authenticate(token).then(
        (user) => {
          if (!user) return next(new Error(SOCKET_UNAUTHORIZED));
          (socket as UserSocket).data.user = user;
          next();
        },
        (error: Error) => {
          this.logger.error(`Socket handshake check failed: ${error.message}`);
          next(new Error(SOCKET_UNAUTHORIZED));
        },
      );
    });
  }

  async handleConnection(socket: UserSocket): Promise<void> {
    await socket.join(userRoom(socket.data.user.id));
  }

  /** "… is typing": sent to the task's other party only, if the sender is a party at all. */
  // The HTTP bearer guard cannot read a socket; the handshake already proved who this is.
  @Public()
  @SubscribeMessage(TYPING_EVENT)
  async typing(@ConnectedSocket() socket: UserSocket, @MessageBody() body: unknown): Promise<void> {
    const taskId = (body as { taskId?: unknown } | null)?.taskId;
    if (typeof taskId !== 'string' || taskId.length > 36) return;
    const { user } = socket.data;
    const task = await this.access.participant(user, taskId).catch(() => null);
    if (!task) return;
    const otherParty = user.id === task.shopperId ? task.clientId : task.shopperId;
    this.emitTyping([otherParty], { taskId, userId: user.id, displayName: user.displayName });
  }

  emit(userIds: readonly string[], event: LiveEventDto): void {
    this.server.to(userIds.map(userRoom)).emit(LIVE_EVENT, event);
  }

  emitTyping(userIds: readonly string[], event: TypingEventDto): void {
    this.server.to(userIds.map(userRoom)).volatile.emit(TYPING_EVENT, event);
  }

  describe(): RealtimeAdapterState {
    if (!this.redis) return { adapter: 'in-process', status: 'up' };
    return { adapter: 'redis-streams', status: this.redis.status === 'ready' ? 'up' : 'down' };
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRealtimeRedis(this.redis);
  }
}
