import type { OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { MailRefusedError, Mailer, type OutgoingEmail, type SentEmail } from './mailer';
import { toNodemailerMessage } from './nodemailer-message';

/** Connections and replies may stall; the job's retry is better than a worker slot held for minutes. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Sends through the SMTP server of SMTP_URL: `smtp://` upgrades with STARTTLS whenever the
 * server offers it, `smtps://` speaks TLS from the start. A small pool keeps connections open
 * between the jobs of one process.
 */

export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } satisfies SMTPPool.Options);
  }

  async send(email: OutgoingEmail): Promise<SentEmail> {
    try {
      const info = await this.transport.sendMail(toNodemailerMessage(this.from, email));
      if ((info.rejected ?? []).length > 0) throw new MailRefusedError(`The server refused ${email.to}`);
      return { messageId: info.messageId };
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      if (typeof code === 'number' && code >= 500 && code < 600) {
        throw new MailRefusedError((error as Error).message);
      }
      throw error;
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
