import request from 'supertest';
import type { TestAccount } from './support/accounts';
import { binary, pdfText } from './support/pdf-text';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

// Chromium starts cold in these tests; Jest's 5 s default is too tight on a loaded machine.
jest.setTimeout(30_000);

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/** Credit notes printed by the same pipeline as invoices: real PDFs from the system Chromium. */
describe(`credit note PDF (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;
  let invoiceNumber: string;
  let creditNote: { id: string; number: string };
  /** The document without the parties' addresses, whose random part may spell "fee". */
  const withoutEmails = (text: string) =>
    [cast.shopperA, cast.clientA].reduce((rest, account) => rest.replaceAll(account.email, ''), text);

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    const shopper = (method: 'post' | 'patch', path: string) =>
      request(t.http)[method](`/api${path}`).set(bearer(cast.shopperA));
    const task = await seedTask(
      t.app,
      { shopperId: cast.shopperA.id, clientId: cast.clientA.id },
      { title: 'Gala look' },
    );
    const dress = await seedItem(t.app, task.id, { name: 'Velvet dress', quantity: 2, unitPrice: '240.00' });
    const created = await shopper('post', `/tasks/${task.id}/invoice`).expect(201);
    const finalized = await shopper('post', `/tasks/${task.id}/finalize`)
      .send({ selectedItems: [{ itemId: dress.id, quantity: 2 }] })
      .expect(200);
    invoiceNumber = finalized.body.invoice.invoiceNumber;
    await shopper('patch', `/invoices/${created.body.invoice.id}/pay`).expect(200);
    creditNote = (
      await shopper('post', `/invoices/${created.body.invoice.id}/credit-notes`)
        .send({ lines: [{ itemId: dress.id, quantity: 1 }], reason: 'Did not fit at the waist' })
        .expect(201)
    ).body;
  });
  afterAll(() => t.close());

  const download = (account: TestAccount, id = creditNote.id) =>
    request(t.http).get(`/api/credit-notes/${id}/pdf`).set(bearer(account)).buffer(true).parse(binary);

  it('prints one document for both parties: its number, invoice, reason, lines, the fee inside every amount', async () => {
    const res = await download(cast.shopperA).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${creditNote.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.body as Buffer);
    // 240.00 + 12.5 % = 270.00 back.
    for (const expected of [
      'CREDIT NOTE',
      creditNote.number,
      `Against invoice ${invoiceNumber}`,
      'Did not fit at the waist',
      'Gala look',
      'Velvet dress',
      'Total credited',
      '$270.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('$240.00');
    expect(withoutEmails(text)).not.toMatch(/fee/i);
    const hers = (await download(cast.clientA).expect(200)).body as Buffer;
    expect(hers.equals(res.body as Buffer)).toBe(true);
  });

  it('is not found for anyone else, and answers its HTML on request', async () => {
    await download(cast.shopperB).expect(404);
    await download(cast.clientB).expect(404);
    await download(cast.shopperA, '00000000-0000-4000-8000-000000000000').expect(404);
    const html = await request(t.http)
      .get(`/api/credit-notes/${creditNote.id}/pdf?format=html`)
      .set(bearer(cast.clientA))
      .expect(200);
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.text).toContain(`Credit note ${creditNote.number}`);
  });
});
