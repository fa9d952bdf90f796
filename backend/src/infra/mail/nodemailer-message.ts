import type { SendMailOptions } from 'nodemailer';
import type { OutgoingEmail } from './mailer';

/** The same message for every driver, so what the outbox writes is what SMTP would carry. */
export function toNodemailerMessage(from: string, email: OutgoingEmail): SendMailOptions {
  return {
    from,
    to: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    attachments: email.attachments,
    headers: email.unsubscribeUrl
      ? {
          'List-Unsubscribe': `<${email.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined,
  };
}
