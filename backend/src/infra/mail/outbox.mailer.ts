import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Mailer, type OutgoingEmail, type SentEmail } from './mailer';
import { toNodemailerMessage } from './nodemailer-message';

const LINK = /https?:\/\/[^\s<>")\]]+/g;

/**
 * The embedded default (no SMTP_URL): each email is written whole, as the SMTP driver would
 * send it, to `DATA_DIR/outbox/<time>-<id>.eml`, and one log line names its recipient, subject
 * and links, so a laptop shows the reset link with no mail server. The file appears complete
 * or not at all (written aside, then renamed).
 */

export class OutboxMailer extends Mailer {
  private readonly logger = new Logger('Outbox');
  private readonly transport: Transporter;

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(email: OutgoingEmail): Promise<SentEmail> {
    const info = await this.transport.sendMail(toNodemailerMessage(this.from, email));
    await mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    const partial = join(this.dir, `.${name}.partial`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, join(this.dir, name));
    const links = [...new Set(email.text.match(LINK) ?? [])];
    this.logger.log(`Email to ${email.to}: "${email.subject}" (${join(this.dir, name)}) links: ${links.join(' ')}`);
    return { messageId: info.messageId };
  }
}
