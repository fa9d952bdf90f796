import request from 'supertest';
import type { TestAccount } from '../../support/accounts';

export const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

export interface Parties {
  shopper: TestAccount;
  client: TestAccount;
  recipientId: string;
}

/** A task of the client run by the shopper, with one item, made through the public api. */
export async function taskWithItem(
  api: string,
  parties: Parties,
  title: string,
): Promise<{ taskId: string; itemId: string }> {
  const { shopper, client, recipientId } = parties;
  const task = await request(api)
    .post('/api/tasks')
    .set(bearer(shopper))
    .send({ title, description: 'For the scale-out test', clientId: client.id, categoryId: 'CLOTHING', recipientId })
    .expect(201);
  const taskId = task.body.id as string;
  const item = await request(api)
    .post(`/api/tasks/${taskId}/items`)
    .set(bearer(shopper))
    .send({ name: 'Linen blazer', unitPrice: '129.00', quantity: 1 })
    .expect(201);
  return { taskId, itemId: item.body.id as string };
}

/**
 * A task with one item, its invoice finalized: the task and item made through one api
 * process and the invoice finalized through the other, so every step reads what another
 * process wrote.
 */
export async function finalizedInvoice(
  apis: { first: string; second: string },
  parties: Parties,
  title: string,
): Promise<{ taskId: string; invoiceId: string }> {
  const { taskId, itemId } = await taskWithItem(apis.first, parties, title);
  const created = await request(apis.second)
    .post(`/api/tasks/${taskId}/invoice`)
    .set(bearer(parties.shopper))
    .expect(201);
  await request(apis.second)
    .post(`/api/tasks/${taskId}/finalize`)
    .set(bearer(parties.shopper))
    .send({ selectedItems: [{ itemId, quantity: 1 }] })
    .expect(200);
  return { taskId, invoiceId: created.body.invoice.id as string };
}

export interface PdfAnswer {
  status: number;
  contentType: string | null;
  body: Buffer;
}

/** GET /api/invoices/{id}/pdf, started at once (the caller may await it later). */
export async function downloadPdf(api: string, account: TestAccount, invoiceId: string): Promise<PdfAnswer> {
  const response = await fetch(`${api}/api/invoices/${invoiceId}/pdf`, { headers: bearer(account) });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}
