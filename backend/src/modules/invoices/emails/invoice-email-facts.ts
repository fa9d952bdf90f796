import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CardPaymentProvider } from '../../../infra/payments/card-payment-provider';
import { Client } from '../../clients/client.entity';
import { Shopper } from '../../shoppers/shopper.entity';
import { EmailLinks } from '../../email/email-links';
import { Invoice } from '../entities/invoice.entity';
import type { InvoiceDocument } from '../pdf/invoice-document';
import { InvoiceDocumentSource } from '../pdf/invoice-document-source';
import { type InvoicePayAction, invoicePayAction } from './invoice-pay-action';

/** What every email about one invoice says: the printed document, and the way to pay it now. */
export interface InvoiceEmailFacts {
  invoiceId: string;
  taskId: string;
  /** The client's first name ("there" when she has none), for the greeting. */
  clientName: string;
  document: InvoiceDocument;
  taskUrl: string;
  /** Null once nothing is left to pay. */
  payAction: InvoicePayAction | null;
}

/**
 * Reads an invoice for its emails when they are sent, so each says what is true then: the
 * document the PDF prints (InvoiceDocumentSource), and whether the shopper takes cards now.
 */
@Injectable()
export class InvoiceEmailFactsReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: InvoiceDocumentSource,
    private readonly cards: CardPaymentProvider,
    private readonly links: EmailLinks,
  ) {}

  /** Null when the invoice is gone or still a draft. */
  async of(invoiceId: string): Promise<InvoiceEmailFacts | null> {
    const invoice = await this.dataSource.getRepository(Invoice).findOne({
      where: { id: invoiceId },
      relations: { task: true },
      select: { id: true, taskId: true, shopperId: true, task: { id: true, clientId: true } },
    });
    const document = invoice?.task && (await this.documents.load(invoiceId));
    if (!invoice?.task || !document) return null;
    const [client, shopper] = await Promise.all([
      this.dataSource
        .getRepository(Client)
        .findOne({ where: { userId: invoice.task.clientId }, select: { userId: true, firstName: true } }),
      this.dataSource
        .getRepository(Shopper)
        .findOne({ where: { userId: invoice.shopperId }, select: { userId: true, cardPaymentsReady: true } }),
    ]);
    const taskUrl = this.links.to(`/tasks/${invoice.taskId}`);
    return {
      invoiceId,
      taskId: invoice.taskId,
      clientName: client?.firstName.trim() || 'there',
      document,
      taskUrl,
      payAction:
        document.status === 'DUE'
          ? invoicePayAction({
              taskUrl,
              cardPayUrl: this.links.to(`/tasks/${invoice.taskId}`, { pay: invoiceId }),
              balanceDue: document.balance.balanceDue,
              acceptsCards: this.cards.enabled && shopper?.cardPaymentsReady === true,
              paymentLink: document.brand?.paymentLink ?? null,
              paymentInstructions: document.brand?.paymentInstructions ?? null,
            })
          : null,
    };
  }
}
