import request from 'supertest';
import { binary, pdfText } from './support/pdf-text';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { objectStoreOf } from './support/stored-objects';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

// Chromium starts cold in these tests; Jest's 5 s default is too tight on a loaded machine.
jest.setTimeout(30_000);

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/**
 * Real PDFs from the system Chromium. On SQLite the api prints them itself (inline queue); on
 * MySQL a worker does, beside the api, and the api waits for it.
 */
describe(`invoice PDF (${testDatabaseMode() === 'mysql' ? 'printed by the worker' : 'printed by the api'})`, () => {
  let t: TestApp;
  let cast: Cast;
  /** The document without the parties' addresses, whose random part may spell "fee". */
  const withoutEmails = (text: string) =>
    [cast.shopperA, cast.clientA].reduce((rest, account) => rest.replaceAll(account.email, ''), text);
  let taskId: string;
  let invoiceId: string;
  let invoiceNumber: string;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    taskId = (
      await seedTask(
        t.app,
        { shopperId: cast.shopperA.id, clientId: cast.clientA.id },
        { title: 'Spring <wardrobe> & "more"' },
      )
    ).id;
    const blazer = await seedItem(t.app, taskId, { name: 'Linen blazer', quantity: 2, unitPrice: '1234.50' });
    const scarf = await seedItem(t.app, taskId, { name: 'Silk scarf <b>&</b> "tie"', quantity: 1, unitPrice: '45.00' });
    const created = await request(t.http).post(`/api/tasks/${taskId}/invoice`).set(bearer(cast.shopperA)).expect(201);
    invoiceId = created.body.invoice.id;
    const finalized = await request(t.http)
      .post(`/api/tasks/${taskId}/finalize`)
      .set(bearer(cast.shopperA))
      .send({
        selectedItems: [
          { itemId: blazer.id, quantity: 2 },
          { itemId: scarf.id, quantity: 1 },
        ],
      })
      .expect(200);
    // Numbered when finalized.
    invoiceNumber = finalized.body.invoice.invoiceNumber;
  });
  afterAll(() => t.close());

  const download = (account: TestAccount | null, id = invoiceId) => {
    const call = request(t.http).get(`/api/invoices/${id}/pdf`).buffer(true).parse(binary);
    return account ? call.set(bearer(account)) : call;
  };
  const html = (account: TestAccount) =>
    request(t.http).get(`/api/invoices/${invoiceId}/pdf?format=html`).set(bearer(account));
  /** The names of the invoice's stored PDFs. */
  const storedPdfs = async () => {
    const names: string[] = [];
    for await (const { key } of objectStoreOf(t).list(`pdfs/${invoiceId}/`)) names.push(key.split('/').pop()!);
    return names.sort();
  };

  it('gives both parties the same real PDF: number, her unit prices and lines, and the total, no fee', async () => {
    const res = await download(cast.shopperA).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoiceNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = pdfText(pdf);
    // The fee per unit, folded in: 1,234.50 + 154.31 (154.3125) = 1,388.81, twice 2,777.62;
    // 45.00 + 5.63 (5.625) = 50.63. Total 2,828.25.
    for (const expected of [
      invoiceNumber,
      'DUE',
      'Avery Shopper',
      // Billed by name (first and last), not by display name.
      'Test Client',
      '1 Main St',
      'Springfield, IL 62701',
      'Spring <wardrobe> & "more"',
      'Linen blazer',
      '$1,388.81',
      '$2,777.62',
      'Silk scarf <b>&</b> "tie"',
      '$50.63',
      'Subtotal',
      'Taxes',
      '$2,828.25',
    ]) {
      expect(text).toContain(expected);
    }
    expect(withoutEmails(text)).not.toMatch(/fee/i);
    expect(text).not.toContain('$1,234.50');

    // One number, one document: the client downloads the very same file.
    const hers = (await download(cast.clientA).expect(200)).body as Buffer;
    expect(hers.equals(pdf)).toBe(true);
  });

  it('lists the payments oldest first, the amount paid and the balance due, the same for both parties', async () => {
    const pay = (body: object) =>
      request(t.http).post(`/api/invoices/${invoiceId}/payments`).set(bearer(cast.shopperA)).send(body).expect(201);
    // Recorded out of order: the document goes by the day each was received.
    await pay({ amount: '1000', method: 'check', paidOn: '2025-06-09', reference: 'Check <1042> & "co"' });
    await pay({ amount: '250.00', method: 'cash', paidOn: '2025-06-02' });

    const shoppers = (await html(cast.shopperA).expect(200)).text;
    expect((await html(cast.clientA).expect(200)).text).toBe(shoppers);
    const rows = [
      'Jun 2, 2025 &middot; Cash</th><td class="num">$250.00</td>',
      'Jun 9, 2025 &middot; Check &middot; Check &#60;1042&#62; &#38; &#34;co&#34;</th><td class="num">$1,000.00</td>',
      'Amount paid</th><td class="num">$1,250.00</td>',
      // 2,828.25 - 1,250.00.
      'Balance due</th><td class="num">$1,578.25</td>',
    ];
    const at = rows.map((row) => shoppers.indexOf(row));
    expect(at.every((index) => index > shoppers.indexOf('Payments'))).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(shoppers).not.toContain('<1042>');

    const pdf = (await download(cast.clientA).expect(200)).body as Buffer;
    expect(((await download(cast.shopperA).expect(200)).body as Buffer).equals(pdf)).toBe(true);
    const text = pdfText(pdf);
    for (const expected of [
      'DUE',
      // Headed in capitals, like the document's other headings.
      'PAYMENTS',
      'Jun 2, 2025 · Cash',
      'Jun 9, 2025 · Check · Check <1042> & "co"',
      '$1,000.00',
      'Amount paid',
      '$1,250.00',
      'Balance due',
      '$1,578.25',
    ]) {
      expect(text).toContain(expected);
    }
    expect(withoutEmails(text)).not.toMatch(/fee/i);
  });

  it('serves the stored file again while the invoice prints the same, and a new one once it changes', async () => {
    const first = (await download(cast.shopperA).expect(200)).body as Buffer;
    const stored = await storedPdfs();
    expect(stored).toHaveLength(1);
    const again = (await download(cast.clientA).expect(200)).body as Buffer;
    expect(again.equals(first)).toBe(true);
    expect(await storedPdfs()).toEqual(stored);

    await request(t.http).patch(`/api/invoices/${invoiceId}/pay`).set(bearer(cast.shopperA)).expect(200);
    const paid = (await download(cast.shopperA).expect(200)).body as Buffer;
    expect(pdfText(paid)).toContain('PAID');
    const now = await storedPdfs();
    // The document's old file was replaced by the new one.
    expect(now).toHaveLength(1);
    expect(now).not.toEqual(stored);
  });

  it('stamps the paid invoice PAID once, where its balance was, under every payment', async () => {
    const res = await html(cast.clientA).expect(200);
    // Mark Paid recorded the rest: 2,828.25 - 1,250.00.
    expect(res.text).toMatch(/ &middot; Other<\/th><td class="num">\$1,578\.25<\/td>/);
    expect(res.text).toContain('Amount paid</th><td class="num">$2,828.25</td>');
    expect(res.text).not.toContain('Balance due');
    const text = withoutEmails(pdfText((await download(cast.shopperA).expect(200)).body as Buffer));
    expect(text.match(/PAID/g)).toHaveLength(1);
    expect(text).toContain('Jun 9, 2025 · Check · Check <1042> & "co"');
  });

  it('answers the printable HTML with ?format=html, escaped and without scripts', async () => {
    const res = await html(cast.shopperA).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.text).toContain(invoiceNumber);
    expect(res.text).toContain('Silk scarf &#60;b&#62;&#38;&#60;/b&#62; &#34;tie&#34;');
    expect(res.text).not.toContain('<b>');
    expect(res.text).not.toMatch(/<script/i);
    expect((await html(cast.clientA).expect(200)).text).toBe(res.text);
  });

  it('is for the parties of the task only', async () => {
    await download(null).expect(401);
    const other = await request(t.http).get(`/api/invoices/${invoiceId}/pdf`).set(bearer(cast.shopperB)).expect(404);
    expect(other.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Invoice not found' });
    await request(t.http).get(`/api/invoices/${invoiceId}/pdf?format=html`).set(bearer(cast.clientB)).expect(404);
    await request(t.http)
      .get('/api/invoices/00000000-0000-4000-8000-000000000000/pdf')
      .set(bearer(cast.shopperA))
      .expect(404);
  });

  it('refuses an unknown format', async () => {
    const res = await request(t.http)
      .get(`/api/invoices/${invoiceId}/pdf?format=docx`)
      .set(bearer(cast.shopperA))
      .expect(400);
    expect(res.body.message).toEqual(['format must be pdf or html']);
  });
});
