import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from '../../support/eventually';

/**
 * A real SMTP server on loopback that can be stopped and started again on the same port, as a
 * mail server goes down and comes back (support/smtp-inbox.ts keeps one server for a file).
 * Stopping closes the listening socket (new connections are refused) and, after a moment,
 * the connections the app's mail pool keeps open. The mail received survives the restarts.
 */
export class OwnSmtp {
  readonly received: Array<{ to: string[]; mail: ParsedMail }> = [];
  private server: SMTPServer | null = null;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== null;
  }

  /** Listens on the port it had (a free one the first time). */
  async start(): Promise<this> {
    if (this.server) throw new Error('The SMTP server is already running');
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Idle pooled connections are told "421 shutting down" and closed this soon after a stop.
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), mail });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Stops listening and closes every connection: the mail server is down until start(). */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string, subject?: RegExp): ParsedMail[] {
    return this.received
      .filter(({ to, mail }) => to.includes(address.toLowerCase()) && (!subject || subject.test(mail.subject ?? '')))
      .map(({ mail }) => mail);
  }

  /** The `count`-th mail to `address` whose subject matches, once it has come. */
  waitFor(address: string, subject: RegExp, timeoutMs: number, count = 1): Promise<ParsedMail> {
    return eventually(async () => this.to(address, subject)[count - 1], timeoutMs);
  }
}
