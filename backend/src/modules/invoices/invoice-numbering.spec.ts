import { followingInvoiceNumber, formatInvoiceNumber } from './invoice-numbering';

describe('invoice numbering', () => {
  it('pads the sequence to four digits and grows past them', () => {
    expect(formatInvoiceNumber(2026, 7)).toBe('INV-2026-0007');
    expect(formatInvoiceNumber(2026, 10000)).toBe('INV-2026-10000');
  });

  it('starts each year at 0001', () => {
    expect(followingInvoiceNumber(null, 2027)).toBe('INV-2027-0001');
  });

  it('follows the latest number of the year', () => {
    expect(followingInvoiceNumber('INV-2026-0007', 2026)).toBe('INV-2026-0008');
    expect(followingInvoiceNumber('INV-2026-9999', 2026)).toBe('INV-2026-10000');
  });
});
