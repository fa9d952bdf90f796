import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../../email/email-composer';
import { EmailRecord } from '../../email/email-record.entity';
import { invoiceWithdrawnEmail } from '../../email/templates/invoice-withdrawn.email';
import { formatUsd } from '../pdf/invoice-document';
import { InvoiceEmailFactsReader } from './invoice-email-facts';

/**
 * The client hears that a voided invoice is withdrawn only if she was sent it: an invoice
 * voided before its email went out is never announced at all (InvoiceIssuedEmailComposer
 * skips a voided one), so there is nothing to take back.
 */
@Injectable()
@ComposesEmail('invoice-withdrawn')
export class InvoiceWithdrawnEmailComposer implements EmailComposer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly facts: InvoiceEmailFactsReader,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    if (!record.subjectId) return null;
    const facts = await this.facts.of(record.subjectId);
    if (!facts || facts.document.status !== 'VOID') return null;
    const announced = await this.dataSource
      .getRepository(EmailRecord)
      .existsBy({ kind: 'invoice-issued', subjectId: facts.invoiceId, status: 'sent' });
    if (!announced) return null;
    return invoiceWithdrawnEmail({
      clientName: facts.clientName,
      shopperName: facts.document.shopper.name,
      invoiceNumber: facts.document.number,
      taskTitle: facts.document.taskTitle,
      total: formatUsd(facts.document.total),
      taskUrl: facts.taskUrl,
    });
  }
}
