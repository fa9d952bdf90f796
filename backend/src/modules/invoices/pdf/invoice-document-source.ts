import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';
import {
  feeInclusiveLineTotal,
  feeInclusiveSubtotal,
  feeInclusiveUnitPrice,
  fromCents,
  invoiceBalance,
  toCents,
} from '@atelier/billing';
import type { Client } from '../../clients/client.entity';
import type { Shopper } from '../../shoppers/shopper.entity';
import type { Profile } from '../../users/entities/profile.entity';
import type { User } from '../../users/entities/user.entity';
import { CreditNote } from '../credit-notes/entities/credit-note.entity';
import { Invoice } from '../entities/invoice.entity';
import { InvoiceLine } from '../entities/invoice-line.entity';
import { InvoicePayment } from '../payments/entities/invoice-payment.entity';
import { InvoiceRefund } from '../refunds/entities/invoice-refund.entity';
import { BRAND_COLUMNS, DocumentBrands } from './document-brands';
import type { DocumentBalance, InvoiceDocument } from './invoice-document';

type Person = User & { profile: Profile };

/**
 * Reads everything an invoice prints: the invoice with its task, shopper (with her brand:
 * DocumentBrands reads her logo) and client, then side by side its lines with their items'
 * names, its credit notes' totals and its payments (a query each). Used by the api (for the
 * HTML and the cache fingerprint) and by the pdf job (to print), so both print the same thing.
 */
@Injectable()
export class InvoiceDocumentSource {
  constructor(
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    @InjectRepository(InvoiceLine) private readonly lines: Repository<InvoiceLine>,
    @InjectRepository(CreditNote) private readonly creditNotes: Repository<CreditNote>,
    @InjectRepository(InvoicePayment) private readonly payments: Repository<InvoicePayment>,
    @InjectRepository(InvoiceRefund) private readonly refunds: Repository<InvoiceRefund>,
    private readonly brands: DocumentBrands,
  ) {}

  /** null when the invoice does not exist (any more) or is a draft. */
  async load(invoiceId: string): Promise<InvoiceDocument | null> {
    const invoice = await this.invoices
      .createQueryBuilder('invoice')
      .innerJoin('invoice.task', 'task')
      .addSelect(['task.id', 'task.title'])
      .innerJoin('task.shopper', 'shopper')
      .innerJoin('shopper.user', 'shopperUser')
      .innerJoin('shopperUser.profile', 'shopperProfile')
      .addSelect(['shopper.userId', 'shopper.socialMediaUrl', 'shopperUser.id', 'shopperUser.email'])
      .addSelect(BRAND_COLUMNS.map((column) => `shopper.${column}`))
      .addSelect(['shopperProfile.userId', 'shopperProfile.displayName'])
      .innerJoin('task.client', 'client')
      .innerJoin('client.user', 'clientUser')
      .addSelect(['client.userId', 'client.firstName', 'client.lastName', 'client.phone'])
      .addSelect(['client.billingAddress', 'client.billingAddress2', 'client.billingCity', 'client.billingState'])
      .addSelect(['client.billingZip', 'client.billingCountry', 'clientUser.id', 'clientUser.email'])
      .where('invoice.id = :invoiceId', { invoiceId })
      .getOne();
    if (!invoice || invoice.status === 'DRAFT' || invoice.invoiceNumber === null) return null;
    const [lines, creditNotes, payments, refunds] = await Promise.all([
      this.lines
        .createQueryBuilder('line')
        .innerJoin('line.item', 'item')
        .addSelect(['item.id', 'item.name'])
        .where('line.invoiceId = :invoiceId', { invoiceId })
        .orderBy('line.capturedAt', 'ASC')
        .addOrderBy('item.createdAt', 'ASC')
        .addOrderBy('line.id', 'ASC')
        .getMany(),
      this.creditNotes.find({ where: { invoiceId }, select: { id: true, total: true } }),
      // By the day received, then as recorded: a payment may be recorded days after an earlier-dated one.
      this.payments.find({
        where: { invoiceId },
        select: { id: true, paidOn: true, method: true, reference: true, amount: true },
        order: { paidOn: 'ASC', createdAt: 'ASC', id: 'ASC' },
      }),
      // A refund the provider failed gave nothing back: not printed, not counted.
      this.refunds.find({
        where: { invoiceId, status: Not('FAILED') },
        select: { id: true, refundedOn: true, method: true, reference: true, amount: true, status: true },
        order: { refundedOn: 'ASC', createdAt: 'ASC', id: 'ASC' },
      }),
    ]);

    const task = invoice.task!;
    const shopper = task.shopper as Shopper & { user: Person };
    const client = task.client as Client & { user: User };
    return {
      number: invoice.invoiceNumber,
      status: invoice.status,
      createdAt: invoice.createdAt,
      finalizedAt: invoice.finalizedAt,
      paidAt: invoice.paidAt,
      voidedAt: invoice.voidedAt,
      dueDate: invoice.dueDate,
      taskTitle: task.title,
      shopper: {
        name: shopper.user.profile.displayName,
        email: shopper.user.email,
        socialMediaUrl: shopper.socialMediaUrl,
      },
      brand: await this.brands.of(shopper),
      client: {
        name: `${client.firstName} ${client.lastName}`,
        email: client.user.email,
        phone: client.phone,
        addressLines: billingAddressLines(client),
      },
      lines: lines.map((line) => ({
        name: line.item!.name,
        quantity: line.capturedQuantity,
        unitPrice: feeInclusiveUnitPrice(line.capturedQuantity, line),
        lineTotal: feeInclusiveLineTotal(line),
        status: line.status,
      })),
      subtotal: feeInclusiveSubtotal(invoice),
      taxes: invoice.taxes,
      total: invoice.total,
      balance: balanceOf(invoice, creditNotes, payments, refunds),
    };
  }
}

function balanceOf(
  invoice: Invoice,
  creditNotes: CreditNote[],
  payments: InvoicePayment[],
  refunds: InvoiceRefund[],
): DocumentBalance {
  const { netTotal, paid, balanceDue, owedBack } = invoiceBalance(invoice, creditNotes, payments, refunds);
  return {
    credits: creditNotes.length ? fromCents(netTotal - toCents(invoice.total)) : null,
    netTotal: fromCents(netTotal),
    payments: payments.map(({ paidOn, method, reference, amount }) => ({ paidOn, method, reference, amount })),
    amountPaid: fromCents(paid),
    balanceDue: fromCents(balanceDue),
    refunds: refunds.map(({ refundedOn, method, reference, amount, status }) => ({
      refundedOn,
      method,
      reference,
      amount,
      pending: status === 'PENDING',
    })),
    owedBack: fromCents(owedBack),
  };
}

/** "1 Main St", "Apt 2", "Springfield, IL 62701", "United States". */
function billingAddressLines(client: Client): string[] {
  const cityLine = `${client.billingCity}, ${client.billingState} ${client.billingZip}`;
  return [client.billingAddress, client.billingAddress2, cityLine, client.billingCountry].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
}
