import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AccessTokenModule } from './common/auth/access-token.module';
import { DomainEventsModule } from './common/domain-events/domain-events.module';
import { JwtAuthGuard } from './common/auth/jwt-auth.guard';
import { RolesGuard } from './common/auth/roles.guard';
import { HttpExceptionFilter } from './common/http/http-exception.filter';
import { KeptReadsModule } from './common/read-cache/kept-reads.module';
import { ReadCacheModule } from './common/read-cache/read-cache.module';
import { IdempotencyInterceptor } from './common/idempotency/idempotency.interceptor';
import { IdempotencyModule } from './common/idempotency/idempotency.module';
import { TenantDataModule } from './common/tenant-data/tenant-data.module';
import { TenantWriteInterceptor } from './common/tenant-data/tenant-write.interceptor';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './infra/database/database.module';
import { LoggingModule } from './infra/logging/logging.module';
import { MetricsModule } from './infra/metrics/metrics.module';
import { RedisModule } from './infra/redis/redis.module';
import { StorageModule } from './infra/storage/storage.module';
import { WebAppsModule } from './infra/web/web-apps.module';
import { QueueDashboardModule } from './infra/admin/queue-dashboard.module';
import { FilesServingModule } from './infra/storage/files-serving.module';
import { ItemsModule } from './modules/items/items.module';
import { AuthModule } from './modules/auth/auth.module';
import { UsersModule } from './modules/users/users.module';
import { JobOutboxModule } from './infra/queue/outbox/job-outbox.module';
import { QueueModule } from './infra/queue/queue.module';
import { AuditModule } from './modules/audit/audit.module';
import { HealthModule } from './modules/health/health.module';
import { ClientsModule } from './modules/clients/clients.module';
import { InviteCodesModule } from './modules/invite-codes/invite-codes.module';
import { ShoppersModule } from './modules/shoppers/shoppers.module';
import { CategoriesModule } from './modules/categories/categories.module';
import { RecipientsModule } from './modules/recipients/recipients.module';
import { TasksModule } from './modules/tasks/tasks.module';
import { MessagesModule } from './modules/messages/messages.module';
import { ImageCommentsModule } from './modules/image-comments/image-comments.module';
import { InvoicesModule } from './modules/invoices/invoices.module';
import { ImagesModule } from './modules/images/images.module';
import { EnrichmentModule } from './modules/enrichment/enrichment.module';
import { RealtimeModule } from './modules/realtime/realtime.module';
import { ChatReadsModule } from './modules/chat-reads/chat-reads.module';
import { DashboardsModule } from './modules/dashboards/dashboards.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { MailModule } from './infra/mail/mail.module';
import { PaymentsModule } from './infra/payments/payments.module';
import { CardPaymentsModule } from './modules/card-payments/card-payments.module';
import { EmailModule } from './modules/email/email.module';

/** The api process: HTTP controllers of every domain, plus job processors in inline mode. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        MetricsModule.forApi(),
        DatabaseModule,
        RedisModule,
        QueueModule.forRoot({ config, runProcessors: false }),
        JobOutboxModule,
        AccessTokenModule,
        DomainEventsModule,
        TenantDataModule,
        ReadCacheModule,
        KeptReadsModule,
        IdempotencyModule,
        AuditModule,
        HealthModule,
        QueueDashboardModule,
        StorageModule,
        MailModule,
        PaymentsModule,
        FilesServingModule,
        ItemsModule,
        AuthModule,
        UsersModule,
        ShoppersModule,
        ClientsModule,
        InviteCodesModule,
        CategoriesModule,
        RecipientsModule,
        TasksModule,
        MessagesModule,
        ImageCommentsModule,
        InvoicesModule,
        CardPaymentsModule,
        ImagesModule,
        EnrichmentModule,
        RealtimeModule.forApi(),
        ChatReadsModule,
        DashboardsModule,
        NotificationsModule,
        EmailModule,
        // Last: the web apps' catch-all answers only what no controller did.
        WebAppsModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        // First, so a replayed answer skips everything after it.
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: APP_INTERCEPTOR, useClass: TenantWriteInterceptor },
      ],
    };
  }
}
