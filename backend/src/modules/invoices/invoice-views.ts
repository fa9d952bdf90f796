import { feeInclusiveLineTotal, feeInclusiveSubtotal, fromCents, invoiceBalance } from '@atelier/billing';
import type {
  ClientInvoiceDto,
  ClientInvoiceLineDto,
  ClientInvoiceWithLinesDto,
  ClientTaskInvoiceDto,
  InvoiceDto,
  InvoiceLineDto,
  InvoiceWithLinesDto,
  TaskInvoiceDto,
} from './dto/invoice-view.dto';
import type { Invoice } from './entities/invoice.entity';
import type { InvoiceLine } from './entities/invoice-line.entity';
import { type NamedCreditNote, toClientCreditNote, toShopperCreditNote } from './credit-notes/credit-note-views';
import type { PaymentDto } from './payments/dto/payment-view.dto';
import type { InvoiceRefund } from './refunds/entities/invoice-refund.entity';
import type { RefundDto } from './refunds/dto/record-refund.dto';
import type { InvoicePayment } from './payments/entities/invoice-payment.entity';

/** A line with its item's name (the one thing not frozen on the line). */
export type NamedLine = InvoiceLine & { item: { name: string } };

/*
 * The client's view is built field by field from nothing, never by removing fields from the
 * shopper's: a field added to the invoice later cannot leak to clients by accident. Her amounts
 * carry the fee (@atelier/billing: feeInclusiveLineTotal).
 */

/** What an invoice is read with: its lines, credit notes and payments. */
export interface InvoiceParts {
  lines: readonly NamedLine[];
  notes: readonly NamedCreditNote[];
  payments: readonly InvoicePayment[];
  refunds: readonly InvoiceRefund[];
}

export function toClientTaskInvoice(invoice: Invoice | null, parts: InvoiceParts): ClientTaskInvoiceDto {
  return {
    invoice: invoice && toClientInvoice(invoice),
    lines: parts.lines.map(toClientLine),
    creditNotes: parts.notes.map(toClientCreditNote),
    ...(invoice ? balanceOf(invoice, parts) : NO_BALANCE),
  };
}

export function toShopperTaskInvoice(invoice: Invoice | null, parts: InvoiceParts): TaskInvoiceDto {
  return {
    invoice: invoice && toShopperInvoice(invoice),
    lines: parts.lines.map(toShopperLine),
    creditNotes: parts.notes.map(toShopperCreditNote),
    ...(invoice ? balanceOf(invoice, parts) : NO_BALANCE),
  };
}

export function toClientInvoiceWithLines(invoice: Invoice, parts: InvoiceParts): ClientInvoiceWithLinesDto {
  return {
    invoice: toClientInvoice(invoice),
    lines: parts.lines.map(toClientLine),
    creditNotes: parts.notes.map(toClientCreditNote),
    ...balanceOf(invoice, parts),
  };
}

export function toShopperInvoiceWithLines(invoice: Invoice, parts: InvoiceParts): InvoiceWithLinesDto {
  return {
    invoice: toShopperInvoice(invoice),
    lines: parts.lines.map(toShopperLine),
    creditNotes: parts.notes.map(toShopperCreditNote),
    ...balanceOf(invoice, parts),
  };
}

const NO_BALANCE = { netTotal: null, payments: [], amountPaid: null, balanceDue: null, refunds: [], owedBack: null };

/** The same for both parties: payments are money received, with no fee of their own. */
function balanceOf(invoice: Invoice, { notes, payments, refunds }: InvoiceParts) {
  // A refund the provider failed gave nothing back: listed, not counted.
  const balance = invoiceBalance(
    invoice,
    notes,
    payments,
    refunds.filter((refund) => refund.status !== 'FAILED'),
  );
  return {
    netTotal: fromCents(balance.netTotal),
    payments: payments.map(toPaymentView),
    amountPaid: fromCents(balance.paid),
    balanceDue: fromCents(balance.balanceDue),
    refunds: refunds.map(toRefundView),
    owedBack: fromCents(balance.owedBack),
  };
}

function toRefundView(refund: InvoiceRefund): RefundDto {
  return {
    id: refund.id,
    amount: refund.amount,
    method: refund.method,
    status: refund.status,
    refundedOn: refund.refundedOn,
    reference: refund.reference,
    recordedAt: refund.createdAt,
  };
}

function toPaymentView(payment: InvoicePayment): PaymentDto {
  return {
    id: payment.id,
    amount: payment.amount,
    method: payment.method,
    paidOn: payment.paidOn,
    reference: payment.reference,
    recordedAt: payment.createdAt,
  };
}

/** Only finalized invoices reach her (InvoiceReader), and finalizing numbers them. */
function toClientInvoice(invoice: Invoice): ClientInvoiceDto {
  if (invoice.invoiceNumber === null) throw new Error(`Draft invoice ${invoice.id} in a client's view`);
  return {
    ...invoiceFields(invoice),
    invoiceNumber: invoice.invoiceNumber,
    originalSubtotal: feeInclusiveSubtotal(invoice),
  };
}

function toShopperInvoice(invoice: Invoice): InvoiceDto {
  return {
    ...invoiceFields(invoice),
    invoiceNumber: invoice.invoiceNumber,
    originalSubtotal: invoice.originalSubtotal,
    feePct: invoice.feePct,
    serviceFee: invoice.serviceFee,
  };
}

function invoiceFields(invoice: Invoice): Omit<ClientInvoiceDto, 'originalSubtotal' | 'invoiceNumber'> {
  return {
    id: invoice.id,
    taskId: invoice.taskId,
    status: invoice.status,
    taxes: invoice.taxes,
    total: invoice.total,
    paidAt: invoice.paidAt,
    voidedAt: invoice.voidedAt,
    finalizedAt: invoice.finalizedAt,
    dueDate: invoice.dueDate,
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
  };
}

function toClientLine(line: NamedLine): ClientInvoiceLineDto {
  return { ...lineFields(line), lineTotal: feeInclusiveLineTotal(line) };
}

function toShopperLine(line: NamedLine): InvoiceLineDto {
  return {
    ...lineFields(line),
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    feePctAtCapture: line.feePctAtCapture,
    lineServiceFee: line.lineServiceFee,
  };
}

function lineFields(line: NamedLine): Omit<ClientInvoiceLineDto, 'lineTotal'> {
  return {
    id: line.id,
    itemId: line.itemId,
    name: line.item.name,
    capturedQuantity: line.capturedQuantity,
    lineTaxes: line.lineTaxes,
    receiptUrlAtCapture: line.receiptUrlAtCapture,
    status: line.status,
    capturedAt: line.capturedAt,
    voidedAt: line.voidedAt,
  };
}
