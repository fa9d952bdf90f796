import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TaskAccessModule } from '../tasks/task-access.module';
import { Profile } from '../users/entities/profile.entity';
import { HeadlessBroadcaster } from './headless-broadcaster';
import { LiveBroadcaster } from './live-broadcaster';
import { LiveFanOutSubscriber } from './live-fan-out.subscriber';
import { createRealtimeRedis, REALTIME_REDIS } from './realtime-redis';
import { RealtimeGateway } from './realtime.gateway';
import { SocketAuthenticator } from './socket-authenticator';

const realtimeRedis: Provider = {
  provide: REALTIME_REDIS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => createRealtimeRedis(config),
};

/**
 * Live updates: domain events reach the sockets of the users they concern (LiveFanOutSubscriber),
 * through the api's socket gateway, or in a worker through a broadcaster that publishes to the
 * Redis stream only.
 */
@Module({})
export class RealtimeModule {
  private static api?: DynamicModule;

  /**
   * One object for every importer (the app, health): Nest tells modules apart by reference, and
   * a second instance would run a second gateway and a second fan-out subscriber.
   */
  static forApi(): DynamicModule {
    return (RealtimeModule.api ??= {
      module: RealtimeModule,
      imports: [TypeOrmModule.forFeature([Profile]), TaskAccessModule],
      providers: [
        realtimeRedis,
        LiveFanOutSubscriber,
        SocketAuthenticator,
        RealtimeGateway,
        { provide: LiveBroadcaster, useExisting: RealtimeGateway },
      ],
      exports: [LiveBroadcaster],
    });
  }

  static forWorker(): DynamicModule {
    return {
      module: RealtimeModule,
      providers: [
        realtimeRedis,
        LiveFanOutSubscriber,
        HeadlessBroadcaster,
        { provide: LiveBroadcaster, useExisting: HeadlessBroadcaster },
      ],
      exports: [LiveBroadcaster],
    };
  }
}
