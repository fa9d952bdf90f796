import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fromCents, type InvoiceBalance, invoiceBalance } from '@atelier/billing';
import { type DataSource, LessThanOrEqual, Not } from 'typeorm';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../../email/email-composer';
import { EmailLinks } from '../../email/email-links';
import type { EmailRecord } from '../../email/email-record.entity';
import { creditNoteEmail, type InvoiceStandingAfterReturn } from '../../email/templates/credit-note.email';
import { CreditNote } from '../credit-notes/entities/credit-note.entity';
import type { Invoice } from '../entities/invoice.entity';
import { InvoicePayment } from '../payments/entities/invoice-payment.entity';
import { formatUsd } from '../pdf/invoice-document';
import { InvoicePdfService } from '../pdf/invoice-pdf.service';
import { InvoiceRefund } from '../refunds/entities/invoice-refund.entity';
import { invoiceEmailParties } from './invoice-email-parties';

/**
 * The client's notice of a return (the record's subject is the credit note): what was credited,
 * what the invoice asks for right after it, and the credit note's PDF attached. Counts what was
 * recorded up to the return, so a refund made before the email goes out has its own email and
 * does not change this one. Transactional: sent whatever her digest settings.
 */
@Injectable()
@ComposesEmail('credit-note-issued')
export class CreditNoteEmailComposer implements EmailComposer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: EmailLinks,
    private readonly pdfs: InvoicePdfService,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    if (!record.subjectId) return null;
    const note = await this.dataSource.getRepository(CreditNote).findOne({
      where: { id: record.subjectId },
      relations: { invoice: { task: true } },
    });
    const invoice = note?.invoice;
    if (!note || !invoice?.task || invoice.invoiceNumber === null) return null;
    const [parties, balance, pdf] = await Promise.all([
      invoiceEmailParties(this.dataSource, { shopperId: invoice.shopperId, task: invoice.task }),
      this.balanceAfter(note, invoice),
      this.pdfs.printed({ invoiceId: invoice.id, creditNoteId: note.id }),
    ]);
    const email = await creditNoteEmail({
      ...parties,
      invoiceNumber: invoice.invoiceNumber,
      taskTitle: invoice.task.title,
      creditNoteNumber: note.creditNoteNumber,
      amount: formatUsd(note.total),
      standing: standingOf(balance),
      taskUrl: this.links.to(`/tasks/${invoice.taskId}`),
    });
    return {
      ...email,
      attachments: [{ filename: pdf.fileName, content: pdf.content, contentType: 'application/pdf' }],
    };
  }

  /** The invoice's balance once this return counts; a failed refund gave nothing back. */
  private async balanceAfter(note: CreditNote, invoice: Invoice): Promise<InvoiceBalance> {
    const upToNote = { invoiceId: invoice.id, createdAt: LessThanOrEqual(note.createdAt) };
    const [notes, payments, refunds] = await Promise.all([
      this.dataSource.getRepository(CreditNote).find({ where: upToNote, select: { id: true, total: true } }),
      this.dataSource.getRepository(InvoicePayment).find({ where: upToNote, select: { id: true, amount: true } }),
      this.dataSource
        .getRepository(InvoiceRefund)
        .find({ where: { ...upToNote, status: Not('FAILED' as const) }, select: { id: true, amount: true } }),
    ]);
    return invoiceBalance(invoice, notes, payments, refunds);
  }
}

function standingOf({ balanceDue, owedBack }: InvoiceBalance): InvoiceStandingAfterReturn {
  if (balanceDue > 0) return { kind: 'due', amount: formatUsd(fromCents(balanceDue)) };
  if (owedBack > 0) return { kind: 'owed-back', amount: formatUsd(fromCents(owedBack)) };
  return { kind: 'settled' };
}
