import { SetMetadata } from '@nestjs/common';
import type { OutgoingEmail } from '../../infra/mail/mailer';
import type { EmailKind, EmailRecord } from './email-record.entity';

export const EMAIL_COMPOSER = Symbol('EMAIL_COMPOSER');

/** The email as its composer made it; `to` comes from the record. */
export type ComposedEmail = Omit<OutgoingEmail, 'to'>;

/**
 * Writes one kind of email from its record, when the email is sent (so it says what is true
 * then). Answers null when there is nothing to send any more: the email is then skipped.
 * Composers run once per attempt; one that creates something (a reset token) supersedes what
 * an earlier attempt created.
 */
export interface EmailComposer {
  compose(record: EmailRecord): Promise<ComposedEmail | null>;
}

/** Marks a provider as the composer of `kind`; EmailComposers finds it at boot. */
export function ComposesEmail(kind: EmailKind) {
  return <T extends abstract new (...args: never[]) => EmailComposer>(target: T): void => {
    SetMetadata(EMAIL_COMPOSER, kind)(target);
  };
}
