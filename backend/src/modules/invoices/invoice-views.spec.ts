import type { Invoice } from './entities/invoice.entity';
import type { NamedCreditNote } from './credit-notes/credit-note-views';
import type { InvoicePayment } from './payments/entities/invoice-payment.entity';
import { type NamedLine, toClientTaskInvoice, toShopperTaskInvoice } from './invoice-views';

const invoice = {
  id: 'inv-1',
  taskId: 'task-1',
  shopperId: 'shopper-1',
  invoiceNumber: 'INV-2026-0001',
  status: 'DUE',
  originalSubtotal: '59.97',
  feePct: '12.50',
  serviceFee: '7.50',
  taxes: '0.00',
  total: '67.47',
  paidAt: null,
  voidedAt: null,
  finalizedAt: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
} as Invoice;

const line = {
  id: 'line-1',
  invoiceId: 'inv-1',
  itemId: 'item-1',
  item: { name: 'Linen blazer' },
  capturedQuantity: 3,
  unitPrice: '19.99',
  lineTotal: '59.97',
  feePctAtCapture: '12.50',
  lineServiceFee: '7.50',
  lineTaxes: '0.00',
  receiptUrlAtCapture: null,
  status: 'CAPTURED',
  capturedAt: new Date(0),
  voidedAt: null,
} as unknown as NamedLine;

/** One of the three units returned: 19.99 + 2.50 fee. */
const creditNote = {
  id: 'c0000000-0000-4000-8000-000000000001',
  invoiceId: invoice.id,
  shopperId: 's',
  creditNoteNumber: 'CN-0001',
  reason: 'Wrong size',
  subtotal: '19.99',
  serviceFee: '2.50',
  taxes: '0.00',
  total: '22.49',
  createdAt: new Date(0),
  lines: [
    {
      id: 'l1',
      itemId: line.itemId,
      quantity: 1,
      unitPrice: '19.99',
      feePct: '12.50',
      lineTotal: '19.99',
      lineServiceFee: '2.50',
      lineTaxes: '0.00',
      item: { name: 'Linen blazer' },
    },
  ],
} as unknown as NamedCreditNote;

const payment = {
  id: 'payment-1',
  invoiceId: 'invoice-1',
  amount: '20.00',
  method: 'zelle',
  paidOn: '2026-12-02',
  reference: null,
  recordedById: 'shopper-1',
  createdAt: new Date('2026-12-02T10:00:00Z'),
} satisfies InvoicePayment;

describe('invoice views', () => {
  it('gives the shopper the fee fields and the breakdown', () => {
    const view = toShopperTaskInvoice(invoice, { lines: [line], notes: [], payments: [], refunds: [] });
    expect(view.invoice).toMatchObject({
      originalSubtotal: '59.97',
      feePct: '12.50',
      serviceFee: '7.50',
      total: '67.47',
    });
    expect(view.lines[0]).toMatchObject({
      name: 'Linen blazer',
      unitPrice: '19.99',
      lineTotal: '59.97',
      feePctAtCapture: '12.50',
      lineServiceFee: '7.50',
    });
  });

  it('leaves every fee field out of the client view, keys included, and puts the fee in her amounts', () => {
    const view = toClientTaskInvoice(invoice, { lines: [line], notes: [creditNote], payments: [payment], refunds: [] });
    const text = JSON.stringify(view);
    for (const field of ['feePct', 'serviceFee', 'feePctAtCapture', 'lineServiceFee', 'shopperId', 'unitPrice']) {
      expect(text).not.toContain(`"${field}"`);
    }
    expect(view.invoice).toMatchObject({ originalSubtotal: '67.47', taxes: '0.00', total: '67.47' });
    expect(view.lines[0]).toMatchObject({ name: 'Linen blazer', capturedQuantity: 3, lineTotal: '67.47' });
    expect(view.creditNotes[0]).toMatchObject({ number: 'CN-0001', subtotal: '22.49', total: '22.49' });
    expect(view.creditNotes[0].lines[0]).toMatchObject({ quantity: 1, lineTotal: '22.49' });
    expect(view.netTotal).toBe('44.98');
    expect(view.payments).toEqual([
      {
        id: payment.id,
        amount: '20.00',
        method: 'zelle',
        paidOn: '2026-12-02',
        reference: null,
        recordedAt: payment.createdAt,
      },
    ]);
    expect(view).toMatchObject({ amountPaid: '20.00', balanceDue: '24.98' });
  });

  it('answers no invoice as null with no lines', () => {
    const none = {
      invoice: null,
      lines: [],
      creditNotes: [],
      netTotal: null,
      payments: [],
      amountPaid: null,
      balanceDue: null,
      refunds: [],
      owedBack: null,
    };
    const noParts = { lines: [], notes: [], payments: [], refunds: [] };
    expect(toClientTaskInvoice(null, noParts)).toEqual(none);
    expect(toShopperTaskInvoice(null, noParts)).toEqual(none);
  });
});
