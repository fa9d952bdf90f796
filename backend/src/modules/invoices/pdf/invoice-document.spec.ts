import { escapeHtml, formatUsd, type InvoiceDocument, renderInvoiceHtml } from './invoice-document';

const base: InvoiceDocument = {
  number: 'INV-2026-0007',
  status: 'DUE',
  createdAt: new Date('2026-01-05T10:00:00Z'),
  finalizedAt: new Date('2026-01-06T10:00:00Z'),
  paidAt: null,
  voidedAt: null,
  dueDate: '2026-01-13',
  taskTitle: 'Spring wardrobe',
  shopper: { name: 'Avery Shopper', email: 'avery@example.com', socialMediaUrl: null },
  client: {
    name: 'Casey Client',
    email: 'casey@example.com',
    phone: '555-010-0199',
    addressLines: ['1 Main St', 'Springfield, IL 62701', 'United States'],
  },
  // 1234.50 + 12.5 % (154.3125 -> 154.31) a unit: the fee is folded in.
  lines: [{ name: 'Linen blazer', quantity: 2, unitPrice: '1388.81', lineTotal: '2777.62', status: 'CAPTURED' }],
  subtotal: '2777.62',
  taxes: '0.00',
  total: '2777.62',
  balance: {
    credits: null,
    netTotal: '2777.62',
    payments: [],
    amountPaid: '0.00',
    balanceDue: '2777.62',
    refunds: [],
    owedBack: '0.00',
  },
};

/** 1,000.00 by check, then 500.00 by bank transfer: 1,277.62 left. */
const partlyPaid: InvoiceDocument = {
  ...base,
  balance: {
    ...base.balance,
    payments: [
      { paidOn: '2026-01-10', method: 'check', reference: 'Check 1042', amount: '1000.00' },
      { paidOn: '2026-01-12', method: 'bank_transfer', reference: null, amount: '500.00' },
    ],
    amountPaid: '1500.00',
    balanceDue: '1277.62',
  },
};

/** The totals' rows under the total, their cells' text joined by " | ". */
const balanceRows = (html: string) => {
  const totals = html.slice(html.indexOf('<table class="totals">'));
  return totals
    .slice(totals.indexOf('<tr class="total">'), totals.indexOf('</table>'))
    .split('</tr>')
    .slice(1, -1)
    .map((row) =>
      [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1].replace(/<[^>]+>/g, '')).join(' | '),
    );
};

describe('invoice document', () => {
  it('formats amounts in USD, en-US, from the decimal string', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('99999999.99')).toBe('$99,999,999.99');
    expect(formatUsd('0.00')).toBe('$0.00');
  });

  it('prints the number, status, dates, parties, lines and totals', () => {
    const html = renderInvoiceHtml(base);
    for (const text of [
      'INV-2026-0007',
      'Due',
      'Jan 5, 2026',
      'Jan 6, 2026',
      'Avery Shopper',
      'avery@example.com',
      'Casey Client',
      'Springfield, IL 62701',
      'Linen blazer',
      'Unit price',
      '$1,388.81',
      '$2,777.62',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('prints the due date while the invoice is due, and not once it is paid', () => {
    expect(renderInvoiceHtml(base)).toContain('<tr><th>Due</th><td>Jan 13, 2026</td></tr>');
    const paid = renderInvoiceHtml({ ...base, status: 'PAID', paidAt: new Date('2026-01-08T10:00:00Z') });
    expect(paid).not.toContain('Jan 13, 2026');
  });

  it('names no fee: its amounts are what the client pays, for both parties', () => {
    expect(renderInvoiceHtml(base)).not.toMatch(/fee/i);
  });

  it('leaves the unit price blank where a line does not divide by its quantity', () => {
    const html = renderInvoiceHtml({ ...base, lines: [{ ...base.lines[0], unitPrice: null }] });
    expect(html).toContain('<td class="num">2</td><td class="num"></td><td class="num">$2,777.62</td>');
  });

  it('escapes everything users typed', () => {
    const evil = `<script>alert("x")</script> & 'quoted'`;
    const html = renderInvoiceHtml({
      ...base,
      taskTitle: evil,
      shopper: { ...base.shopper, name: evil, socialMediaUrl: 'javascript:"><img src=x onerror=alert(1)>' },
      client: { ...base.client, name: evil, addressLines: [evil] },
      lines: [{ ...base.lines[0], name: evil }],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain(escapeHtml(evil));
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('marks voided lines and says when there are none', () => {
    const voided = renderInvoiceHtml({
      ...base,
      status: 'VOID',
      voidedAt: new Date('2026-02-01T00:00:00Z'),
      lines: [{ ...base.lines[0], status: 'VOIDED' }],
    });
    expect(voided).toContain('class="voided"');
    expect(voided).toContain('Feb 1, 2026');
    expect(renderInvoiceHtml({ ...base, lines: [] })).toContain('No items on this invoice yet.');
  });

  it('with no payments, says only that the net total is due', () => {
    const html = renderInvoiceHtml(base);
    expect(balanceRows(html)).toEqual(['Balance due | $2,777.62']);
    expect(html).not.toContain('Payments');
    expect(html).not.toContain('Amount paid');
  });

  it('lists each payment by day, method and reference, then the amount paid and the balance', () => {
    expect(balanceRows(renderInvoiceHtml(partlyPaid))).toEqual([
      'Payments',
      'Jan 10, 2026 &middot; Check &middot; Check 1042 | $1,000.00',
      'Jan 12, 2026 &middot; Bank transfer | $500.00',
      'Amount paid | $1,500.00',
      'Balance due | $1,277.62',
    ]);
  });

  it('takes the credit notes off first, so the rows add up', () => {
    const credited = { ...partlyPaid.balance, credits: '-277.62', netTotal: '2500.00', balanceDue: '1000.00' };
    expect(balanceRows(renderInvoiceHtml({ ...partlyPaid, balance: credited }))).toEqual([
      'Credits | -$277.62',
      'Net total | $2,500.00',
      'Payments',
      'Jan 10, 2026 &middot; Check &middot; Check 1042 | $1,000.00',
      'Jan 12, 2026 &middot; Bank transfer | $500.00',
      'Amount paid | $1,500.00',
      'Balance due | $1,000.00',
    ]);
  });

  it('stamps a paid invoice PAID where its balance would be, and nowhere else', () => {
    const payments = [{ paidOn: '2026-01-10', method: 'card' as const, reference: null, amount: '2777.62' }];
    const html = renderInvoiceHtml({
      ...base,
      status: 'PAID',
      paidAt: new Date('2026-01-10T12:00:00Z'),
      balance: { ...base.balance, payments, amountPaid: '2777.62', balanceDue: '0.00' },
    });
    expect(balanceRows(html)).toEqual([
      'Payments',
      'Jan 10, 2026 &middot; Card | $2,777.62',
      'Amount paid | $2,777.62',
      'Paid',
    ]);
    expect(html.match(/class="status/g)).toHaveLength(1);
    expect(html).toContain('<tr class="settled"><td colspan="2"><span class="status PAID">Paid</span></td></tr>');
    expect(html).not.toContain('Balance due');
  });

  it('lists the refunds after a return on a paid invoice, and what is still owed back', () => {
    const payments = [{ paidOn: '2026-01-10', method: 'card' as const, reference: null, amount: '2777.62' }];
    const html = renderInvoiceHtml({
      ...base,
      status: 'PAID',
      paidAt: new Date('2026-01-10T12:00:00Z'),
      balance: {
        ...base.balance,
        credits: '-500.00',
        netTotal: '2277.62',
        payments,
        amountPaid: '2777.62',
        balanceDue: '0.00',
        refunds: [
          { refundedOn: '2026-01-20', method: 'card', reference: null, amount: '300.00', pending: false },
          { refundedOn: '2026-01-21', method: 'card', reference: null, amount: '100.00', pending: true },
        ],
        owedBack: '100.00',
      },
    });
    expect(balanceRows(html)).toEqual([
      'Credits | -$500.00',
      'Net total | $2,277.62',
      'Payments',
      'Jan 10, 2026 &middot; Card | $2,777.62',
      'Amount paid | $2,777.62',
      'Refunds',
      'Jan 20, 2026 &middot; Refund to card | -$300.00',
      'Jan 21, 2026 &middot; Refund to card (pending) | -$100.00',
      'Owed back | $100.00',
      'Paid',
    ]);
  });

  it('keeps the header mark on a paid invoice with no payments recorded, and its balance', () => {
    const html = renderInvoiceHtml({ ...base, status: 'PAID', paidAt: new Date('2026-01-10T12:00:00Z') });
    expect(html.match(/class="status/g)).toHaveLength(1);
    expect(html).toContain('<div class="status PAID">Paid</div>');
    expect(balanceRows(html)).toEqual(['Balance due | $2,777.62']);
  });

  it('prints no balance on a voided invoice or a credit note', () => {
    const voided = renderInvoiceHtml({ ...base, status: 'VOID', voidedAt: new Date('2026-02-01T00:00:00Z') });
    expect(balanceRows(voided)).toEqual([]);
    const note = renderInvoiceHtml({ ...partlyPaid, creditNote: { invoiceNumber: 'INV-2026-0007', reason: null } });
    expect(balanceRows(note)).toEqual([]);
    expect(note).not.toContain('Payments');
  });

  it("escapes a payment's reference", () => {
    const evil = `<img src=x onerror=alert(1)> & "quoted"`;
    const payments = [{ ...partlyPaid.balance.payments[0], reference: evil }];
    const html = renderInvoiceHtml({ ...partlyPaid, balance: { ...partlyPaid.balance, payments } });
    expect(html).not.toContain('<img');
    expect(html).toContain(`Check &middot; ${escapeHtml(evil)}</th>`);
  });
});
