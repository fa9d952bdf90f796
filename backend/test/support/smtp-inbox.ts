import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually';

export interface ReceivedMail {
  to: string[];
  mail: ParsedMail;
  /** The first link of the plain-text part that starts with the prefix. */
  link(prefix: string): string;
}

/**
 * A real SMTP server on loopback for one test file: what the app sends arrives here parsed
 * (mailparser), over the same protocol as production. Plain SMTP: nodemailer upgrades with
 * STARTTLS only when offered, and this server offers none. RCPT to an address in `refuse`
 * gets a permanent 550, as a mail server answers for a mailbox that does not exist.
 */
export class SmtpInbox {
  readonly received: ReceivedMail[] = [];
  readonly refuse = new Set<string>();
  private server!: SMTPServer;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refuse.has(address.address.toLowerCase())) return callback();
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
            this.received.push({ to, mail, link: (prefix) => firstLink(mail, prefix) });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  to(address: string, subject?: RegExp): ReceivedMail[] {
    return this.received.filter(
      (mail) => mail.to.includes(address.toLowerCase()) && (!subject || subject.test(mail.mail.subject ?? '')),
    );
  }

  /** Waits for the `count`-th mail to `address` (whose subject matches) and answers it. */
  async waitFor(address: string, subject?: RegExp, count = 1, timeoutMs = 15_000): Promise<ReceivedMail> {
    return eventually(async () => this.to(address, subject)[count - 1], timeoutMs);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function firstLink(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
  return link;
}
