// Seeds what the read benchmark reads: a shopper and a client (through the API, so passwords
// are hashed and tokens real), recipients and tasks through the API, then items, feedback
// and invoices straight through a DataSource of the built backend (the item routes belong to
// another module; this keeps the benchmark about reads).
import { createRequire } from 'node:module';
import { call, signUpShopperAndClient } from './bench-accounts.mjs';

const require = createRequire(import.meta.url);
const { DataSource } = require('typeorm');
const { buildDataSourceOptions } = require('../../backend/dist/infra/database/data-source-options.js');
const { Item } = require('../../backend/dist/modules/items/entities/item.entity.js');
const { ItemFeedback } = require('../../backend/dist/modules/items/entities/item-feedback.entity.js');
const { Invoice } = require('../../backend/dist/modules/invoices/entities/invoice.entity.js');
const { InvoiceLine } = require('../../backend/dist/modules/invoices/entities/invoice-line.entity.js');

/** The photo the benchmark's comments are pinned on (no file behind it: only its URL is read). */
const BENCH_IMAGE_URL = '/files/uploads/be/bench-photo.jpg';

/**
 * `tasks` tasks of `itemsPerTask` items, spread over `recipients` recipients; the client likes
 * every third item, and every fifth task has a DUE invoice capturing its first five items.
 */
export async function seedReads(base, databaseUrl, { tasks, itemsPerTask, recipients }) {
  const { shopper, client } = await signUpShopperAndClient(base);
  const recipientIds = [];
  for (let n = 0; n < recipients; n++) {
    const body = { clientId: client.id, relationship: 'friend', displayName: `Friend ${n}` };
    recipientIds.push((await call(base, 'POST', '/api/recipients', { token: shopper.token, body })).id);
  }
  const taskIds = [];
  for (let n = 0; n < tasks; n++) {
    const body = {
      title: `Bench task ${n}`,
      description: 'Read benchmark',
      clientId: client.id,
      categoryId: 'CLOTHING',
      recipientId: recipientIds[n % recipients],
      answers: { style: 'classic', budget: '100-300', topsSizes: ['M'] },
    };
    taskIds.push((await call(base, 'POST', '/api/tasks', { token: shopper.token, body })).id);
  }

  const dataSource = await new DataSource({
    ...buildDataSourceOptions(databaseUrl),
    migrationsRun: false,
  }).initialize();
  try {
    for (const [n, taskId] of taskIds.entries()) {
      const items = await dataSource.getRepository(Item).save(
        Array.from({ length: itemsPerTask }, (_, i) => ({
          taskId,
          name: `Item ${i}`,
          brand: 'Brand',
          store: 'Store',
          quantity: 1 + (i % 3),
          unitPrice: `${10 + i}.99`,
        })),
      );
      await dataSource
        .getRepository(ItemFeedback)
        .save(
          items.filter((_, i) => i % 3 === 0).map((item) => ({ itemId: item.id, userId: client.id, isLiked: true })),
        );
      if (n % 5 === 0) {
        const invoice = await dataSource
          .getRepository(Invoice)
          .save({ taskId, shopperId: shopper.id, invoiceNumber: `BENCH-${n}`, feePct: '12.50' });
        await dataSource.getRepository(InvoiceLine).save(
          items.slice(0, 5).map((item) => ({
            invoiceId: invoice.id,
            itemId: item.id,
            capturedQuantity: 1,
            unitPrice: item.unitPrice,
            lineTotal: item.unitPrice,
            feePctAtCapture: '12.50',
            lineServiceFee: '1.00',
          })),
        );
      }
    }
    // The first task's first item carries a photo, for its comments (pins) and their replies.
    await dataSource
      .getRepository(Item)
      .update({ taskId: taskIds[0], name: 'Item 0' }, { imageUrls: [BENCH_IMAGE_URL] });
  } finally {
    await dataSource.destroy();
  }
  // The other reads a screen makes on load, with something to answer: a chat, pins on a photo,
  // invite codes (without an email, so no job runs under the benchmark).
  for (let n = 0; n < 20; n++) {
    const author = n % 2 === 0 ? client : shopper;
    await call(base, 'POST', `/api/tasks/${taskIds[0]}/messages`, {
      token: author.token,
      body: { content: `Message ${n}` },
    });
  }
  for (let n = 0; n < 5; n++) {
    const pin = await call(base, 'POST', `/api/tasks/${taskIds[0]}/images/comments`, {
      token: client.token,
      body: { imageUrl: BENCH_IMAGE_URL, content: `Pin ${n}`, x: (n + 1) / 10, y: 0.5 },
    });
    await call(base, 'POST', `/api/tasks/${taskIds[0]}/images/comments`, {
      token: shopper.token,
      body: { imageUrl: BENCH_IMAGE_URL, content: `Reply ${n}`, x: 0.5, y: 0.5, parentCommentId: pin.id },
    });
  }
  for (let n = 0; n < 5; n++) {
    await call(base, 'POST', '/api/invite-codes', { token: shopper.token, body: { clientName: `Friend ${n}` } });
  }
  return { shopper, client, taskIds, imageUrl: BENCH_IMAGE_URL };
}
