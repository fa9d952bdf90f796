// The signed-in pages the first-load benches open (issue 21): each dashboard as its role, and
// /tasks and /tasks/{id} as both roles, for a shopper and her client seeded through the api
// (a recipient, one task with two items and a message, so every page has something to show).
import { call, signUpShopperAndClient } from './bench-accounts.mjs';

export const TASK_TITLE = 'Winter coats';

/**
 * Seeds the accounts and returns the pages: `path`, the `role` that opens it, its `token`, and
 * `heading`, the text of the screen's own h1 (the route's screen has rendered once it shows).
 */
export async function seedSignedInPages(base) {
  const { shopper, client } = await signUpShopperAndClient(base);
  const recipient = await call(base, 'POST', '/api/recipients', {
    token: client.token,
    body: { relationship: 'spouse', displayName: 'Jordan', gender: 'male', birthdate: '1990-05-14' },
  });
  const task = await call(base, 'POST', '/api/tasks', {
    token: shopper.token,
    body: {
      title: TASK_TITLE,
      description: 'Two warm coats for the winter, navy or charcoal.',
      clientId: client.id,
      categoryId: 'CLOTHING',
      recipientId: recipient.id,
      answers: { topsSizes: ['L'], style: 'smart-casual', budget: '100-300', colors: ['Navy'] },
    },
  });
  for (const item of [
    { name: 'Wool coat', quantity: 2, unitPrice: '19.99' },
    { name: 'Scarf', quantity: 1, unitPrice: '25.00' },
  ]) {
    await call(base, 'POST', `/api/tasks/${task.id}/items`, { token: shopper.token, body: item });
  }
  await call(base, 'POST', `/api/tasks/${task.id}/messages`, {
    token: client.token,
    body: { content: 'Could the coat come in navy?' },
  });
  const pages = [
    { path: '/shopper-dashboard', role: 'shopper', token: shopper.token, heading: 'Welcome' },
    { path: '/client-dashboard', role: 'client', token: client.token, heading: 'Welcome' },
    { path: '/tasks', role: 'shopper', token: shopper.token, heading: 'All Tasks' },
    { path: '/tasks', role: 'client', token: client.token, heading: 'My Shopping Requests' },
    { path: `/tasks/${task.id}`, role: 'shopper', token: shopper.token, heading: TASK_TITLE },
    { path: `/tasks/${task.id}`, role: 'client', token: client.token, heading: TASK_TITLE },
  ];
  return { shopper, client, task, pages };
}

/** "/tasks/3f2a…" → "/tasks/{id}", for tables. */
export const pageLabel = (path) => path.replace(/^\/tasks\/[^/]+$/, '/tasks/{id}');
