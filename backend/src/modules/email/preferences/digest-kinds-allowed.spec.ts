import { digestKindsAllowed } from './email-preferences.service';

const ALL_ON = {
  messages: true,
  itemsAndComments: true,
  invoices: true,
  clientsAndRequests: true,
  paymentReminders: true,
};

describe('digestKindsAllowed', () => {
  it('leaves invoices out of a client digest: she is emailed each invoice and receipt at once', () => {
    expect(digestKindsAllowed(ALL_ON, 'CLIENT')).not.toContain('INVOICE_FINALIZED');
    expect(digestKindsAllowed(ALL_ON, 'CLIENT')).not.toContain('INVOICE_PAID');
    expect(digestKindsAllowed(ALL_ON, 'CLIENT')).toEqual(expect.arrayContaining(['MESSAGE', 'ITEM', 'COMMENT']));
  });

  it("keeps them in a shopper's digest while her invoices digest is on", () => {
    expect(digestKindsAllowed(ALL_ON, 'SHOPPER')).toEqual(
      expect.arrayContaining(['INVOICE_FINALIZED', 'INVOICE_PAID']),
    );
    expect(digestKindsAllowed({ ...ALL_ON, invoices: false }, 'SHOPPER')).not.toContain('INVOICE_PAID');
  });
});
