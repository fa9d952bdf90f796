import { fromCents, toCents } from '@atelier/billing';
import type { Schemas } from '../api/typed';
import { invoiceAmounts } from './invoice-amounts';

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
    shopperNote: null,
    status: 'AVAILABLE',
    locked: false,
    qtyRemaining: quantity,
    qtyCredited: 0,
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
      dueDate: '2026-03-09',
      createdAt: '2026-03-02T09:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
      ...overrides,
    },
    lines,
    creditNotes: [],
    payments: [],
    refunds: [],
    ...invoiceAmounts({ status: overrides.status ?? 'DUE', total: overrides.total ?? '67.47' }, [], []),
  };
}

/** An entry's netTotal, amountPaid and balanceDue as the server derives them. */
/** A payment of the shopper's recording: $20.00 by Zelle on Mar 4, 2026, unless told otherwise. */
export function fakePayment(overrides: Partial<Schemas['PaymentDto']> = {}): Schemas['PaymentDto'] {
  return {
    id: 'pay-1',
    amount: '20.00',
    method: 'zelle',
    paidOn: '2026-03-04',
    reference: null,
    recordedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
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

/**
 * One entry of the shopper's GET /api/tasks/{id}/invoices; its amounts are what its credit
 * notes and payments leave, as the server reads them.
 */
export function fakeShopperEntry(
  overrides: Partial<Schemas['InvoiceDto']> = {},
  lines: Schemas['InvoiceLineDto'][] = [],
  creditNotes: Schemas['CreditNoteDto'][] = [],
  payments: Schemas['PaymentDto'][] = [],
): Schemas['InvoiceWithLinesDto'] {
  const { invoice } = fakeShopperInvoice(overrides);
  return {
    invoice: invoice!,
    lines,
    creditNotes,
    payments,
    refunds: [],
    ...invoiceAmounts(invoice!, creditNotes, payments),
  };
}

/** One line of the shopper's credit note: 1 × 19.99 of the silk scarf at 12.50 %. */
export function fakeCreditNoteLine(
  overrides: Partial<Schemas['CreditNoteLineDto']> = {},
): Schemas['CreditNoteLineDto'] {
  return {
    id: 'cnl-1',
    itemId: 'item-1',
    name: 'Silk scarf',
    quantity: 1,
    unitPrice: '19.99',
    feePct: '12.50',
    lineTotal: '19.99',
    lineServiceFee: '2.50',
    ...overrides,
  };
}

/** The shopper's credit note; its totals add up its lines unless told otherwise. */
export function fakeCreditNote(overrides: Partial<Schemas['CreditNoteDto']> = {}): Schemas['CreditNoteDto'] {
  const lines = overrides.lines ?? [fakeCreditNoteLine()];
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.lineTotal), 0);
  const serviceFee = lines.reduce((sum, line) => sum + toCents(line.lineServiceFee), 0);
  return {
    id: 'cn-1',
    invoiceId: 'inv-1',
    number: 'CN-0001',
    reason: 'Wrong size',
    subtotal: fromCents(subtotal),
    serviceFee: fromCents(serviceFee),
    taxes: '0.00',
    total: fromCents(subtotal + serviceFee),
    createdAt: '2026-03-06T10:00:00.000Z',
    ...overrides,
    lines,
  };
}

/**
 * The client's entry for a shopper's one, built as the server builds it: no fee fields and no
 * unit price, her amounts with the fee in them.
 */
export function asClientEntry({
  invoice,
  lines,
  creditNotes,
  ...amounts
}: Schemas['InvoiceWithLinesDto']): Schemas['ClientInvoiceWithLinesDto'] {
  const { feePct: _pct, serviceFee, originalSubtotal, ...clientInvoice } = invoice;
  const withFee = (amount: string, fee: string) => fromCents(toCents(amount) + toCents(fee));
  return {
    ...amounts,
    creditNotes: creditNotes.map(({ subtotal, serviceFee: noteFee, lines: noteLines, ...note }) => ({
      ...note,
      subtotal: withFee(subtotal, noteFee),
      lines: noteLines.map(({ id, itemId, name, quantity, lineTotal, lineServiceFee }) => ({
        id,
        itemId,
        name,
        quantity,
        lineTotal: withFee(lineTotal, lineServiceFee),
      })),
    })),
    invoice: {
      ...clientInvoice,
      // A client is never sent a draft: hers are numbered.
      invoiceNumber: clientInvoice.invoiceNumber ?? 'INV-DRAFT',
      originalSubtotal: fromCents(toCents(originalSubtotal) + toCents(serviceFee)),
    },
    lines: lines.map(({ feePctAtCapture: _p, lineServiceFee, unitPrice: _u, lineTotal, ...line }) => ({
      ...line,
      lineTotal: fromCents(toCents(lineTotal) + toCents(lineServiceFee)),
    })),
  };
}
