import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { LiveEventDto, TypingEventDto } from './dto/live-event.dto';
import { LIVE_EVENT, LiveBroadcaster, type RealtimeAdapterState, TYPING_EVENT, userRoom } from './live-broadcaster';
import { closeRealtimeRedis, REALTIME_REDIS, redisStreamsAdapter } from './realtime-redis';

/**
 * A worker's way to reach browsers: a socket.io server that listens on nothing and whose
 * Redis streams adapter publishes what it emits to the stream every api process reads, so a
 * job finished by any worker reaches a socket connected to any api.
 */
@Injectable()
export class HeadlessBroadcaster extends LiveBroadcaster implements OnApplicationShutdown {
  private readonly server = new Server();

  constructor(
    @Inject(REALTIME_REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    if (redis) this.server.adapter(redisStreamsAdapter(redis, config));
  }

  emit(userIds: readonly string[], event: LiveEventDto): void {
    this.server.to(userIds.map(userRoom)).emit(LIVE_EVENT, event);
  }

  emitTyping(userIds: readonly string[], event: TypingEventDto): void {
    this.server.to(userIds.map(userRoom)).volatile.emit(TYPING_EVENT, event);
  }

  describe(): RealtimeAdapterState {
    return { adapter: 'redis-streams', status: this.redis?.status === 'ready' ? 'up' : 'down' };
  }

  async onApplicationShutdown(): Promise<void> {
    // Not server.close(): it expects an engine, and this server never had one.
    await this.server.of('/').adapter.close();
    await closeRealtimeRedis(this.redis);
  }
}
