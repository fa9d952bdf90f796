import type { Schemas } from '../api/typed';
import { centsToString, toCents } from './invoice-preview';

type Item = Schemas['ItemReadDto'];

/** An item as GET /api/tasks/{id} sends it; open and wholly uninvoiced unless told otherwise. */
export function fakeItem(overrides: Partial<Item> & Pick<Item, 'id' | 'name'>): Item {
  const quantity = overrides.quantity ?? 1;
  return {
    taskId: 'task-1',
    brand: null,
    store: null,
    link: null,
    quantity,
    unitPrice: '10.00',
    imageUrls: [],
    images: [],
    receiptUrl: null,
    aiSummary: null,
    status: 'AVAILABLE',
    locked: false,
    qtyRemaining: quantity,
    invoiceId: null,
    feedback: { likes: 0, dislikes: 0, userFeedback: null },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The shopper's invoice answer: DUE, with the given lines. */
export function fakeShopperInvoice(
  overrides: Partial<Schemas['InvoiceDto']> = {},
  lines: Schemas['InvoiceLineDto'][] = [],
): Schemas['TaskInvoiceDto'] {
  return {
    invoice: {
      id: 'inv-1',
      taskId: 'task-1',
      invoiceNumber: 'INV-2026-0007',
      status: 'DUE',
      originalSubtotal: '59.97',
      feePct: '12.50',
      serviceFee: '7.50',
      taxes: '0.00',
      total: '67.47',
      paidAt: null,
      voidedAt: null,
      finalizedAt: '2026-03-02T10:00:00.000Z',
      createdAt: '2026-03-02T09:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
      ...overrides,
    },
    lines,
  };
}

export function fakeLine(overrides: Partial<Schemas['InvoiceLineDto']> = {}): Schemas['InvoiceLineDto'] {
  return {
    id: 'line-1',
    itemId: 'item-1',
    name: 'Silk scarf',
    capturedQuantity: 3,
    unitPrice: '19.99',
    lineTotal: '59.97',
    lineTaxes: '0.00',
    receiptUrlAtCapture: null,
    status: 'CAPTURED',
    capturedAt: '2026-03-02T10:00:00.000Z',
    voidedAt: null,
    feePctAtCapture: '12.50',
    lineServiceFee: '7.50',
    ...overrides,
  };
}

/** One entry of the shopper's GET /api/tasks/{id}/invoices. */
export function fakeShopperEntry(
  overrides: Partial<Schemas['InvoiceDto']> = {},
  lines: Schemas['InvoiceLineDto'][] = [],
): Schemas['InvoiceWithLinesDto'] {
  const { invoice } = fakeShopperInvoice(overrides);
  return { invoice: invoice!, lines };
}

/**
 * The client's entry for a shopper's one, built as the server builds it: no fee fields and no
 * unit price, her amounts with the fee in them.
 */
export function asClientEntry({
  invoice,
  lines,
}: Schemas['InvoiceWithLinesDto']): Schemas['ClientInvoiceWithLinesDto'] {
  const { feePct: _pct, serviceFee, originalSubtotal, ...clientInvoice } = invoice;
  return {
    invoice: { ...clientInvoice, originalSubtotal: centsToString(toCents(originalSubtotal) + toCents(serviceFee)) },
    lines: lines.map(({ feePctAtCapture: _p, lineServiceFee, unitPrice: _u, lineTotal, ...line }) => ({
      ...line,
      lineTotal: centsToString(toCents(lineTotal) + toCents(lineServiceFee)),
    })),
  };
}
