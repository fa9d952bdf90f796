import { ConflictException } from '@nestjs/common';
import { INVOICE_STATUSES, type InvoiceStatus } from './entities/invoice.entity';
import {
  assertInvoiceDue,
  assertInvoiceOpen,
  captureInto,
  INVOICE_DRAFT,
  INVOICE_EMPTY,
  INVOICE_PAID,
  INVOICE_VOID,
  payInvoice,
  voidInvoice,
  voidLine,
} from './invoice-state';

function conflictMessage(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConflictException);
    return (error as ConflictException).message;
  }
  return undefined;
}

describe('invoice state', () => {
  it('takes captures while DRAFT or DUE, and a capture finalizes a draft', () => {
    expect(() => assertInvoiceOpen('DRAFT')).not.toThrow();
    expect(() => assertInvoiceOpen('DUE')).not.toThrow();
    expect(captureInto('DRAFT')).toBe('DUE');
    expect(captureInto('DUE')).toBe('DUE');
    expect(conflictMessage(() => captureInto('PAID'))).toBe(INVOICE_PAID);
    expect(conflictMessage(() => captureInto('VOID'))).toBe(INVOICE_VOID);
  });

  it('is DUE only once finalized', () => {
    expect(() => assertInvoiceDue('DUE')).not.toThrow();
    expect(conflictMessage(() => assertInvoiceDue('DRAFT'))).toBe(INVOICE_DRAFT);
    expect(conflictMessage(() => assertInvoiceDue('PAID'))).toBe(INVOICE_PAID);
    expect(conflictMessage(() => assertInvoiceDue('VOID'))).toBe(INVOICE_VOID);
  });

  it('neither pays nor voids a draft', () => {
    expect(conflictMessage(() => payInvoice('DRAFT', 1))).toBe(INVOICE_DRAFT);
    expect(conflictMessage(() => voidInvoice('DRAFT'))).toBe(INVOICE_DRAFT);
  });

  it('pays a DUE invoice with lines', () => {
    expect(payInvoice('DUE', 1)).toBe('PAID');
  });

  it('refuses to pay an empty invoice', () => {
    expect(conflictMessage(() => payInvoice('DUE', 0))).toBe(INVOICE_EMPTY);
  });

  it('voids a DUE invoice, with or without lines', () => {
    expect(voidInvoice('DUE')).toBe('VOID');
  });

  it.each<[InvoiceStatus, string]>([
    ['PAID', INVOICE_PAID],
    ['VOID', INVOICE_VOID],
  ])('treats %s as final: no pay, no void', (status, message) => {
    expect(conflictMessage(() => payInvoice(status, 3))).toBe(message);
    expect(conflictMessage(() => voidInvoice(status))).toBe(message);
  });

  it('knows every status', () => {
    expect(INVOICE_STATUSES).toEqual(['DRAFT', 'DUE', 'PAID', 'VOID']);
  });

  it('voids a captured line once', () => {
    expect(voidLine('CAPTURED')).toBe('VOIDED');
    expect(conflictMessage(() => voidLine('VOIDED'))).toBe('An invoice line in status VOIDED cannot be voided.');
  });
});
