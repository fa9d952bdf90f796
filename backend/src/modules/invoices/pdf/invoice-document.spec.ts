import { escapeHtml, formatUsd, type InvoiceDocument, renderInvoiceHtml } from './invoice-document';

const base: InvoiceDocument = {
  number: 'INV-2026-0007',
  status: 'DUE',
  createdAt: new Date('2026-01-05T10:00:00Z'),
  finalizedAt: new Date('2026-01-06T10:00:00Z'),
  paidAt: null,
  voidedAt: null,
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
});
