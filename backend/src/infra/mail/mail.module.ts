import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Mailer } from './mailer';
import { OutboxMailer } from './outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

/** The Mailer port for the whole app: SMTP with SMTP_URL, the DATA_DIR/outbox files without. */
@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG],
      useFactory: ({ mail, dataDir }: AppConfig): Mailer =>
        mail.smtpUrl ? new SmtpMailer(mail.smtpUrl, mail.from) : new OutboxMailer(join(dataDir, 'outbox'), mail.from),
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
