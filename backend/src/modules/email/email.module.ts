import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImagesModule } from '../images/images.module';
import { ClientsDigestComposer } from './digests/clients-digest.composer';
import { DigestComposer } from './digests/digest.composer';
import { DigestScheduler } from './digests/digest-scheduler';
import { DigestSubscriber } from './digests/digest.subscriber';
import { SendDigestJob } from './digests/jobs/send-digest.job';
import { PendingDigest } from './digests/pending-digest.entity';
import { UnseenNotifications } from './digests/unseen-notifications';
import { EmailComposers } from './email-composers';
import { EmailLinks } from './email-links';
import { EmailOutbox } from './email-outbox.service';
import { EmailRecord } from './email-record.entity';
import { SendEmailJob } from './jobs/send-email.job';
import { EmailPreferencesController } from './preferences/email-preferences.controller';
import { EmailPreferences } from './preferences/email-preferences.entity';
import { EmailPreferencesService } from './preferences/email-preferences.service';
import { UnsubscribeController } from './unsubscribe/unsubscribe.controller';
import { UnsubscribeTokens } from './unsubscribe/unsubscribe-token';

/**
 * Email: the record and queue every email goes through (EmailOutbox, the `mail` job), the
 * digests for whoever is away (scheduled for every bell entry by DigestSubscriber, sent by the
 * `digests` job), preferences and one-click unsubscribe.
 * Each domain composes its own kinds (@ComposesEmail); the Mailer port (infra/mail) sends.
 */
@Module({
  imports: [DiscoveryModule, ImagesModule, TypeOrmModule.forFeature([EmailRecord, EmailPreferences, PendingDigest])],
  controllers: [EmailPreferencesController, UnsubscribeController],
  providers: [
    EmailOutbox,
    EmailComposers,
    EmailLinks,
    SendEmailJob,
    EmailPreferencesService,
    UnsubscribeTokens,
    UnseenNotifications,
    SendDigestJob,
    DigestComposer,
    ClientsDigestComposer,
    DigestScheduler,
    DigestSubscriber,
  ],
  // Preferences and unsubscribe links also for the payment reminders (invoices/reminders).
  exports: [EmailOutbox, EmailLinks, EmailPreferencesService, UnsubscribeTokens],
})
export class EmailModule {}
