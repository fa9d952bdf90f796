import request from 'supertest';
import type { App } from 'supertest/types';
import type { TestAccount } from './accounts';
import { type Cast, seedItem, seedTask } from './shopping-fixtures';
import type { TestApp } from './test-app';

/** The API as one account: its bearer token on every request. */
export function apiAs(http: App, account: TestAccount) {
  const bearer = { Authorization: `Bearer ${account.token}` };
  return {
    get: (path: string) => request(http).get(`/api${path}`).set(bearer),
    post: (path: string, body?: object) => request(http).post(`/api${path}`).set(bearer).send(body),
    patch: (path: string) => request(http).patch(`/api${path}`).set(bearer),
    put: (path: string, body: object) => request(http).put(`/api${path}`).set(bearer).send(body),
  };
}

/**
 * A task of shopper A for client A with a blazer (3 x 19.99, 7.50 of fee) and a scarf (1 x 45.00,
 * 5.63 of fee) finalized on one invoice: 118.10, DUE, or PAID when asked.
 */
export async function seedInvoicedTask(t: TestApp, cast: Cast, { paid = false } = {}) {
  const shopper = apiAs(t.http, cast.shopperA);
  const task = await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id });
  const blazer = await seedItem(t.app, task.id, { name: 'Linen blazer', quantity: 3, unitPrice: '19.99' });
  const scarf = await seedItem(t.app, task.id, { name: 'Silk scarf', quantity: 1, unitPrice: '45.00' });
  const invoiceId: string = (await shopper.post(`/tasks/${task.id}/invoice`).expect(201)).body.invoice.id;
  await shopper
    .post(`/tasks/${task.id}/finalize`, {
      selectedItems: [
        { itemId: blazer.id, quantity: 3 },
        { itemId: scarf.id, quantity: 1 },
      ],
    })
    .expect(200);
  if (paid) await shopper.patch(`/invoices/${invoiceId}/pay`).expect(200);
  return { taskId: task.id, invoiceId, blazer, scarf };
}
