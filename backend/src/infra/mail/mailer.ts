/** One email as the product sends it: both parts, and the headers some kinds need. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * RFC 8058 one-click unsubscribe: sent as `List-Unsubscribe: <url>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. Digests carry it, security mail never.
   */
  unsubscribeUrl?: string;
  /**
   * Files sent along: a document's PDF; an image the HTML shows as `cid:<cid>` (a logo), since
   * mail clients block the data: URIs a printed document uses.
   */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for an image the HTML refers to as `cid:<cid>`, shown in the message, not as a file. */
  cid?: string;
}

export interface SentEmail {
  /** The Message-ID header the email went out with. */
  messageId: string;
}

/**
 * The port every email leaves through. Bound to SMTP when SMTP_URL is set, otherwise to the
 * outbox that writes `.eml` files under DATA_DIR/outbox; domain code never knows which. A
 * rejection means the email did not leave: a MailRefusedError for good, anything else for now
 * (the mail job retries those).
 */
export abstract class Mailer {
  abstract send(email: OutgoingEmail): Promise<SentEmail>;
}

/**
 * The mail server refused the email for good (an SMTP 5xx reply: no such mailbox, rejected
 * content): sending it again would be refused again, so it is not retried.
 */
export class MailRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailRefusedError';
  }
}
