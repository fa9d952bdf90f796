import { feeInclusiveLineTotal, feeInclusiveSubtotal } from '@atelier/billing';
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
import {
  type NamedCreditNote,
  netTotal,
  toClientCreditNote,
  toShopperCreditNote,
} from './credit-notes/credit-note-views';

/** A line with its item's name (the one thing not frozen on the line). */
export type NamedLine = InvoiceLine & { item: { name: string } };

/*
 * The client's view is built field by field from nothing, never by removing fields from the
 * shopper's: a field added to the invoice later cannot leak to clients by accident. Her amounts
 * carry the fee (@atelier/billing: feeInclusiveLineTotal).
 */

export function toClientTaskInvoice(
  invoice: Invoice | null,
  lines: readonly NamedLine[],
  notes: readonly NamedCreditNote[],
): ClientTaskInvoiceDto {
  return {
    invoice: invoice && toClientInvoice(invoice),
    lines: lines.map(toClientLine),
    creditNotes: notes.map(toClientCreditNote),
    netTotal: invoice && netTotal(invoice.total, notes),
  };
}

export function toShopperTaskInvoice(
  invoice: Invoice | null,
  lines: readonly NamedLine[],
  notes: readonly NamedCreditNote[],
): TaskInvoiceDto {
  return {
    invoice: invoice && toShopperInvoice(invoice),
    lines: lines.map(toShopperLine),
    creditNotes: notes.map(toShopperCreditNote),
    netTotal: invoice && netTotal(invoice.total, notes),
  };
}

export function toClientInvoiceWithLines(
  invoice: Invoice,
  lines: readonly NamedLine[],
  notes: readonly NamedCreditNote[],
): ClientInvoiceWithLinesDto {
  return {
    invoice: toClientInvoice(invoice),
    lines: lines.map(toClientLine),
    creditNotes: notes.map(toClientCreditNote),
    netTotal: netTotal(invoice.total, notes),
  };
}

export function toShopperInvoiceWithLines(
  invoice: Invoice,
  lines: readonly NamedLine[],
  notes: readonly NamedCreditNote[],
): InvoiceWithLinesDto {
  return {
    invoice: toShopperInvoice(invoice),
    lines: lines.map(toShopperLine),
    creditNotes: notes.map(toShopperCreditNote),
    netTotal: netTotal(invoice.total, notes),
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
