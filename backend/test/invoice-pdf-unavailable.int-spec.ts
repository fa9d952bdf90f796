import request from 'supertest';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// The failing job is retried once after its backoff before the api answers.
jest.setTimeout(30_000);

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/** No Chromium where it is configured: PDFs fail with the spec's message, everything else works. */
describe('invoice PDF without Chromium', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;
  let invoiceId: string;

  beforeAll(async () => {
    // Boot does not check the path: the process starts, only printing fails.
    t = await createTestApp({ PUPPETEER_EXECUTABLE_PATH: '/nonexistent/chromium' });
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
    const item = await seedItem(t.app, taskId, { name: 'Linen blazer' });
    invoiceId = (await request(t.http).post(`/api/tasks/${taskId}/invoice`).set(bearer(cast.shopperA)).expect(201)).body
      .invoice.id;
    await request(t.http)
      .post(`/api/tasks/${taskId}/finalize`)
      .set(bearer(cast.shopperA))
      .send({ selectedItems: [{ itemId: item.id, quantity: 1 }] })
      .expect(200);
  });
  afterAll(() => t.close());

  it('answers 503 "Failed to generate PDF. Please try again." every time, and the api keeps serving', async () => {
    for (const account of [cast.shopperA, cast.clientA]) {
      const res = await request(t.http).get(`/api/invoices/${invoiceId}/pdf`).set(bearer(account)).expect(503);
      expect(res.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Failed to generate PDF. Please try again.',
      });
    }

    const html = await request(t.http)
      .get(`/api/invoices/${invoiceId}/pdf?format=html`)
      .set(bearer(cast.shopperA))
      .expect(200);
    expect(html.text).toContain('Linen blazer');
    const invoice = await request(t.http).get(`/api/tasks/${taskId}/invoice`).set(bearer(cast.clientA)).expect(200);
    expect(invoice.body.invoice.id).toBe(invoiceId);
    await request(t.http).patch(`/api/invoices/${invoiceId}/pay`).set(bearer(cast.shopperA)).expect(200);
    await request(t.http).get('/api/health').expect(200);
  });
});
