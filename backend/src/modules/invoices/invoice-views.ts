import type {
  ClientInvoiceDto,
  ClientInvoiceLineDto,
  ClientTaskInvoiceDto,
  InvoiceDto,
  InvoiceLineDto,
  TaskInvoiceDto,
} from './dto/invoice-view.dto';
import type { Invoice } from './entities/invoice.entity';
import type { InvoiceLine } from './entities/invoice-line.entity';

/** A line with its item's name (the one thing not frozen on the line). */
export type NamedLine = InvoiceLine & { item: { name: string } };

/*
 * The client's view is built field by field from nothing, never by removing fields from the
 * shopper's: a field added to the invoice later cannot leak to clients by accident.
 */

export function toClientTaskInvoice(invoice: Invoice | null, lines: readonly NamedLine[]): ClientTaskInvoiceDto {
  return { invoice: invoice && toClientInvoice(invoice), lines: lines.map(toClientLine) };
}

export function toShopperTaskInvoice(invoice: Invoice | null, lines: readonly NamedLine[]): TaskInvoiceDto {
  return { invoice: invoice && toShopperInvoice(invoice), lines: lines.map(toShopperLine) };
}

function toClientInvoice(invoice: Invoice): ClientInvoiceDto {
  return {
    id: invoice.id,
    taskId: invoice.taskId,
    invoiceNumber: invoice.invoiceNumber,
    status: invoice.status,
    originalSubtotal: invoice.originalSubtotal,
    taxes: invoice.taxes,
    total: invoice.total,
    paidAt: invoice.paidAt,
    voidedAt: invoice.voidedAt,
    finalizedAt: invoice.finalizedAt,
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
  };
}

function toShopperInvoice(invoice: Invoice): InvoiceDto {
  return { ...toClientInvoice(invoice), feePct: invoice.feePct, serviceFee: invoice.serviceFee };
}

function toClientLine(line: NamedLine): ClientInvoiceLineDto {
  return {
    id: line.id,
    itemId: line.itemId,
    name: line.item.name,
    capturedQuantity: line.capturedQuantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    lineTaxes: line.lineTaxes,
    receiptUrlAtCapture: line.receiptUrlAtCapture,
    status: line.status,
    capturedAt: line.capturedAt,
    voidedAt: line.voidedAt,
  };
}

function toShopperLine(line: NamedLine): InvoiceLineDto {
  return { ...toClientLine(line), feePctAtCapture: line.feePctAtCapture, lineServiceFee: line.lineServiceFee };
}
