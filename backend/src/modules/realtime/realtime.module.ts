import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DigestScheduler } from '../email/digests/digest-scheduler';
import { PendingDigest } from '../email/digests/pending-digest.entity';
import { Notification } from '../notifications/notification.entity';
import { NotificationRecorder } from '../notifications/notification-recorder';
import { TaskAccessModule } from '../tasks/task-access.module';
import { ShopTask } from '../tasks/task.entity';
import { Profile } from '../users/entities/profile.entity';
import { HeadlessBroadcaster } from './headless-broadcaster';
import { LiveBroadcaster } from './live-broadcaster';
import { LiveEvents } from './live-events.service';
import { createRealtimeRedis, REALTIME_REDIS } from './realtime-redis';
import { RealtimeGateway } from './realtime.gateway';
import { SocketAuthenticator } from './socket-authenticator';

const realtimeRedis: Provider = {
  provide: REALTIME_REDIS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => createRealtimeRedis(config),
};

const shared = {
  imports: [TypeOrmModule.forFeature([ShopTask, Profile, Notification, PendingDigest])],
  providers: [realtimeRedis, LiveEvents, NotificationRecorder, DigestScheduler],
  exports: [LiveEvents, LiveBroadcaster],
};

/**
 * Live updates: LiveEvents for every domain module (global), delivered by the api's socket
 * gateway, or in a worker by a broadcaster that publishes through Redis only.
 */
@Global()
@Module({})
export class RealtimeModule {
  static forApi(): DynamicModule {
    return {
      module: RealtimeModule,
      imports: [...shared.imports, TaskAccessModule],
      providers: [
        ...shared.providers,
        SocketAuthenticator,
        RealtimeGateway,
        { provide: LiveBroadcaster, useExisting: RealtimeGateway },
      ],
      exports: shared.exports,
    };
  }

  static forWorker(): DynamicModule {
    return {
      module: RealtimeModule,
      imports: shared.imports,
      providers: [
        ...shared.providers,
        HeadlessBroadcaster,
        { provide: LiveBroadcaster, useExisting: HeadlessBroadcaster },
      ],
      exports: shared.exports,
    };
  }
}
