import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fromCents, invoiceBalance, PAYMENT_METHOD_LABELS } from '@atelier/billing';
import { type DataSource, LessThanOrEqual } from 'typeorm';
import { Client } from '../../clients/client.entity';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../../email/email-composer';
import { EmailLinks } from '../../email/email-links';
import type { EmailRecord } from '../../email/email-record.entity';
import { paymentReceiptEmail } from '../../email/templates/payment-receipt.email';
import { Profile } from '../../users/entities/profile.entity';
import { CreditNote } from '../credit-notes/entities/credit-note.entity';
import { formatDay, formatUsd } from '../pdf/invoice-document';
import { InvoicePayment } from '../payments/entities/invoice-payment.entity';

/**
 * The client's receipt for a payment (the record's subject): what was received, how, and what
 * the invoice still asks for right after it, counting the payments recorded up to this one.
 * Transactional: sent whatever her digest settings.
 */
@Injectable()
@ComposesEmail('payment-receipt')
export class PaymentReceiptEmailComposer implements EmailComposer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: EmailLinks,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    if (!record.subjectId) return null;
    const payments = this.dataSource.getRepository(InvoicePayment);
    const payment = await payments.findOne({
      where: { id: record.subjectId },
      relations: { invoice: { task: true } },
    });
    const invoice = payment?.invoice;
    if (!payment || !invoice?.task || invoice.invoiceNumber === null) return null;
    const [client, shopper, notes, paidSoFar] = await Promise.all([
      this.dataSource.getRepository(Client).findOne({ where: { userId: invoice.task.clientId } }),
      this.dataSource.getRepository(Profile).findOne({ where: { userId: invoice.shopperId } }),
      this.dataSource
        .getRepository(CreditNote)
        .find({ where: { invoiceId: invoice.id }, select: { id: true, total: true } }),
      payments.find({ where: { invoiceId: invoice.id, createdAt: LessThanOrEqual(payment.createdAt) } }),
    ]);
    const { balanceDue } = invoiceBalance({ status: 'DUE', total: invoice.total }, notes, paidSoFar);
    return paymentReceiptEmail({
      clientName: client?.firstName || 'there',
      shopperName: shopper?.displayName || 'Your personal shopper',
      invoiceNumber: invoice.invoiceNumber,
      taskTitle: invoice.task.title,
      amount: formatUsd(payment.amount),
      paidOn: formatDay(payment.paidOn),
      method: [PAYMENT_METHOD_LABELS[payment.method], payment.reference].filter(Boolean).join(' · '),
      balanceDue: balanceDue === 0 ? null : formatUsd(fromCents(balanceDue)),
      taskUrl: this.links.to(`/tasks/${invoice.taskId}`),
    });
  }
}
