import { Injectable } from '@nestjs/common';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../../email/email-composer';
import { EmailLinks } from '../../email/email-links';
import type { EmailRecord } from '../../email/email-record.entity';
import { paymentReminderEmail } from '../../email/templates/payment-reminder.email';
import { UNSUBSCRIBE_PAGE } from '../../email/unsubscribe/unsubscribe-alias';
import { UnsubscribeTokens } from '../../email/unsubscribe/unsubscribe-token';
import { InvoiceEmailFactsReader } from '../emails/invoice-email-facts';
import { formatDay, formatUsd } from '../pdf/invoice-document';

/**
 * A payment reminder (PaymentReminderSweep wrote it; the record's subject is the invoice, its
 * context the stage), saying what is left to pay when it is sent. Nothing is sent once there is
 * nothing to remind of: the invoice gone, no longer DUE (paid, voided), or paid in full since.
 */
@Injectable()
@ComposesEmail('payment-reminder')
export class PaymentReminderEmailComposer implements EmailComposer {
  constructor(
    private readonly facts: InvoiceEmailFactsReader,
    private readonly links: EmailLinks,
    private readonly unsubscribeTokens: UnsubscribeTokens,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    const stage = record.context?.reminderStage;
    if (!record.subjectId || !record.userId || !stage) return null;
    const facts = await this.facts.of(record.subjectId);
    const document = facts?.document;
    if (!facts?.payAction || document?.status !== 'DUE' || !document.dueDate) return null;
    return paymentReminderEmail({
      stage,
      clientName: facts.clientName,
      shopperName: document.shopper.name,
      invoiceNumber: document.number,
      taskTitle: document.taskTitle,
      amount: formatUsd(document.balance.balanceDue),
      dueDate: formatDay(document.dueDate),
      pay: facts.payAction,
      settingsUrl: this.links.to('/settings'),
      unsubscribeUrl: this.links.to(UNSUBSCRIBE_PAGE, { token: this.unsubscribeTokens.sign(record.userId) }),
    });
  }
}
