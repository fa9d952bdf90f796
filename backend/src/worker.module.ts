import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DomainEventsModule } from './common/domain-events/domain-events.module';
import { WorkerReadCacheModule } from './common/read-cache/read-cache.module';
import { TenantDataModule } from './common/tenant-data/tenant-data.module';
import { DatabaseModule } from './infra/database/database.module';
import { logDestination } from './infra/logging/log-destination';
import { MetricsModule } from './infra/metrics/metrics.module';
import { JobOutboxModule } from './infra/queue/outbox/job-outbox.module';
import { QueueModule } from './infra/queue/queue.module';
import type { QueueCatalogue } from './infra/queue/queue-definitions';
import { RedisModule } from './infra/redis/redis.module';
import { StorageModule } from './infra/storage/storage.module';
import { AuditModule } from './modules/audit/audit.module';
import { InvoicesModule } from './modules/invoices/invoices.module';
import { ImagesModule } from './modules/images/images.module';
import { EnrichmentModule } from './modules/enrichment/enrichment.module';
import { RealtimeModule } from './modules/realtime/realtime.module';
import { MailModule } from './infra/mail/mail.module';
import { PaymentsModule } from './infra/payments/payments.module';
import { PasswordEmailsModule } from './modules/auth/password-reset/password-emails.module';
import { EmailModule } from './modules/email/email.module';
import { InviteCodesModule } from './modules/invite-codes/invite-codes.module';
import { ClientEmailsModule } from './modules/clients/client-emails.module';
import { NotificationsModule } from './modules/notifications/notifications.module';

/**
 * The worker process: infrastructure plus every domain module that owns a processor (its
 * services come along, unused). A processor whose module is missing here stops the worker at
 * boot, so add the module when adding a queue.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, queues: QueueCatalogue): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({ pinoHttp: [{ level: config.logLevel }, logDestination(config)] }),
        RedisModule,
        DatabaseModule,
        // Jobs publish domain events; their subscribers are those of the api (SUBSCRIBER_STAGES).
        DomainEventsModule,
        TenantDataModule,
        // Named by the read controllers of the modules below; serves nothing here.
        WorkerReadCacheModule,
        QueueModule.forRoot({ config, runProcessors: true, queues }),
        JobOutboxModule,
        // Its own /metrics on METRICS_PORT: the jobs it runs, and the queues when it holds the lease.
        MetricsModule.forWorker(),
        // Uploads and their variants, originals, PDFs: the jobs read and write them in the store
        // every process shares (the S3_BUCKET bucket; DATA_DIR only when all run on one machine).
        StorageModule,
        AuditModule,
        InvoicesModule,
        ImagesModule,
        EnrichmentModule,
        // The mail and digest jobs, and the domains that compose emails (reset, invitation).
        MailModule,
        PaymentsModule,
        EmailModule,
        PasswordEmailsModule,
        InviteCodesModule,
        ClientEmailsModule,
        // Jobs' events reach browsers through the api processes' Redis stream, and bells.
        RealtimeModule.forWorker(),
        NotificationsModule,
      ],
    };
  }
}
