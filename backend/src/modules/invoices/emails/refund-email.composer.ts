import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REFUND_METHOD_LABELS } from '@atelier/billing';
import type { DataSource } from 'typeorm';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../../email/email-composer';
import { EmailLinks } from '../../email/email-links';
import type { EmailRecord } from '../../email/email-record.entity';
import { refundEmail } from '../../email/templates/refund.email';
import { Invoice } from '../entities/invoice.entity';
import { formatDay, formatUsd } from '../pdf/invoice-document';
import { InvoiceRefund } from '../refunds/entities/invoice-refund.entity';
import { invoiceEmailParties } from './invoice-email-parties';

/**
 * The client's notice of money owed back given back, or kept as her credit (the record's
 * subject is the refund). Written only once a refund has SUCCEEDED (a card refund when the
 * provider confirms it), so one that is gone or not SUCCEEDED is not told of.
 * Transactional: sent whatever her digest settings.
 */
@Injectable()
@ComposesEmail('refund-sent')
export class RefundEmailComposer implements EmailComposer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: EmailLinks,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    if (!record.subjectId) return null;
    const refund = await this.dataSource.getRepository(InvoiceRefund).findOne({ where: { id: record.subjectId } });
    if (refund?.status !== 'SUCCEEDED') return null;
    const invoice = await this.dataSource
      .getRepository(Invoice)
      .findOne({ where: { id: refund.invoiceId }, relations: { task: true } });
    if (!invoice?.task || invoice.invoiceNumber === null) return null;
    return refundEmail({
      ...(await invoiceEmailParties(this.dataSource, { shopperId: invoice.shopperId, task: invoice.task })),
      invoiceNumber: invoice.invoiceNumber,
      taskTitle: invoice.task.title,
      amount: formatUsd(refund.amount),
      refundedOn: formatDay(refund.refundedOn),
      keptAsCredit: refund.method === 'credit',
      method: REFUND_METHOD_LABELS[refund.method],
      reference: refund.reference,
      taskUrl: this.links.to(`/tasks/${invoice.taskId}`),
    });
  }
}
