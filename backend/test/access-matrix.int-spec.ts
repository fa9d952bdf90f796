import request from 'supertest';
import { DataSource } from 'typeorm';
import { Category } from '../src/modules/categories/category.entity';
import { ImageComment } from '../src/modules/image-comments/entities/image-comment.entity';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedRecipient, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every endpoint of the shopping domain against the five kinds of caller. The task, its
 * item, recipient and comment belong to client A and shopper A; B are strangers to them.
 * Each request gets fresh rows, so a DELETE by one caller cannot change another's answer.
 */
type Actor = 'anonymous' | 'ownerClient' | 'otherClient' | 'ownerShopper' | 'otherShopper';
const ACTORS: Actor[] = ['anonymous', 'ownerClient', 'otherClient', 'ownerShopper', 'otherShopper'];

interface Fixture {
  taskId: string;
  itemId: string;
  recipientId: string;
  commentId: string;
  imageUrl: string;
}

interface Case {
  name: string;
  call: (fx: Fixture, actorId: string | null) => request.Test;
  expect: Record<Actor, number>;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Answers for calls any party may make; strangers learn nothing (404). */
const PARTIES = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  ownerClient: ok,
  otherClient: 404,
  ownerShopper: ok,
  otherShopper: 404,
});
/** Answers for the task shopper's calls; the task's client is told it is not theirs to do. */
const SHOPPER_ONLY = (ok: number): Record<Actor, number> => ({ ...PARTIES(ok), ownerClient: 403 });
/** Answers for the task client's calls (reacting to items). */
const CLIENT_ONLY = (ok: number): Record<Actor, number> => ({ ...PARTIES(ok), ownerShopper: 403 });

describe('access matrix of the shopping domain', () => {
  let t: TestApp;
  let cast: Cast;
  let clothingId: string;
  let actors: Record<Actor, TestAccount | null>;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    actors = {
      anonymous: null,
      ownerClient: cast.clientA,
      otherClient: cast.clientB,
      ownerShopper: cast.shopperA,
      otherShopper: cast.shopperB,
    };
    clothingId = (await t.app.get(DataSource).getRepository(Category).findOneByOrFail({ key: 'CLOTHING' })).id;
  });
  afterAll(() => t.close());

  async function freshFixture(): Promise<Fixture> {
    const recipient = await seedRecipient(t.app, cast.clientA.id);
    const imageUrl = 'https://images.example.com/blazer.jpg';
    const task = await seedTask(
      t.app,
      { shopperId: cast.shopperA.id, clientId: cast.clientA.id },
      { recipientId: recipient.id },
    );
    const item = await seedItem(t.app, task.id, { imageUrls: [imageUrl] });
    const comment = await t.app
      .get(DataSource)
      .getRepository(ImageComment)
      .save({ taskId: task.id, imageUrl, userId: cast.clientA.id, x: 10, y: 20, content: 'Love this' });
    return { taskId: task.id, itemId: item.id, recipientId: recipient.id, commentId: comment.id, imageUrl };
  }

  const http = () => request(t.http);
  const cases: Case[] = [
    {
      name: 'GET /api/categories',
      call: () => http().get('/api/categories'),
      expect: { ...PARTIES(200), otherClient: 200, otherShopper: 200 },
    },
    {
      name: 'GET /api/recipients (shopper: ?clientId of client A)',
      call: () => http().get(`/api/recipients?clientId=${cast.clientA.id}`),
      expect: { ...PARTIES(200), otherClient: 403 },
    },
    {
      name: 'POST /api/recipients for client A',
      call: () =>
        http().post('/api/recipients').send({ clientId: cast.clientA.id, relationship: 'friend', displayName: 'Jo' }),
      expect: { ...PARTIES(201), otherClient: 403 },
    },
    {
      name: 'PUT /api/recipients/{id}',
      call: (fx) =>
        http().put(`/api/recipients/${fx.recipientId}`).send({ relationship: 'spouse', displayName: 'Sam' }),
      expect: PARTIES(200),
    },
    {
      name: 'DELETE /api/recipients/{id}',
      call: (fx) => http().delete(`/api/recipients/${fx.recipientId}`),
      expect: PARTIES(204),
    },
    {
      name: 'GET /api/tasks (lists only own tasks)',
      call: () => http().get('/api/tasks'),
      expect: { ...PARTIES(200), otherClient: 200, otherShopper: 200 },
    },
    {
      name: 'GET /api/dashboard/shopper (her own clients only)',
      call: () => http().get('/api/dashboard/shopper'),
      expect: { ...PARTIES(200), ownerClient: 403, otherClient: 403, otherShopper: 200 },
    },
    {
      name: 'GET /api/dashboard/client (her own invoices and items only)',
      call: () => http().get('/api/dashboard/client'),
      expect: { ...PARTIES(200), otherClient: 200, ownerShopper: 403, otherShopper: 403 },
    },
    {
      name: 'POST /api/tasks for client A',
      call: (fx) =>
        http().post('/api/tasks').send({
          title: 'Gloves',
          description: 'Warm ones',
          clientId: cast.clientA.id,
          categoryId: clothingId,
          recipientId: fx.recipientId,
        }),
      // Client B may create tasks, but only for themselves; to shopper B, client A does not exist.
      expect: { ...PARTIES(201), otherClient: 403 },
    },
    { name: 'GET /api/tasks/{id}', call: (fx) => http().get(`/api/tasks/${fx.taskId}`), expect: PARTIES(200) },
    {
      name: 'PUT /api/tasks/{id}',
      call: (fx) => http().put(`/api/tasks/${fx.taskId}`).send({ status: 'ACTIVE' }),
      expect: SHOPPER_ONLY(200),
    },
    {
      name: 'POST /api/tasks/{id}/withdraw',
      call: (fx) => http().post(`/api/tasks/${fx.taskId}/withdraw`),
      expect: CLIENT_ONLY(204),
    },
    {
      name: 'GET /api/tasks/{id}/pricing',
      call: (fx) => http().get(`/api/tasks/${fx.taskId}/pricing`),
      expect: PARTIES(200),
    },
    {
      name: 'POST /api/tasks/{id}/items',
      call: (fx) =>
        http().post(`/api/tasks/${fx.taskId}/items`).send({ name: 'Scarf', unitPrice: '20.00', quantity: 1 }),
      expect: SHOPPER_ONLY(201),
    },
    {
      name: 'PUT /api/items/{id}',
      call: (fx) => http().put(`/api/items/${fx.itemId}`).send({ name: 'Scarf', unitPrice: '25.00', quantity: 2 }),
      expect: SHOPPER_ONLY(200),
    },
    {
      name: 'DELETE /api/items/{id}',
      call: (fx) => http().delete(`/api/items/${fx.itemId}`),
      expect: SHOPPER_ONLY(204),
    },
    {
      name: 'PUT /api/items/{id}/files',
      call: (fx) => http().put(`/api/items/${fx.itemId}/files`).send({ receiptUrl: 'https://shop.example.com/r.pdf' }),
      expect: SHOPPER_ONLY(200),
    },
    {
      name: 'POST /api/tasks/{id}/items/upload-file',
      call: (fx) => http().post(`/api/tasks/${fx.taskId}/items/upload-file`).attach('file', PNG, 'photo.png'),
      expect: SHOPPER_ONLY(201),
    },
    {
      name: 'GET /api/items/{id}/feedback',
      call: (fx) => http().get(`/api/items/${fx.itemId}/feedback`),
      expect: PARTIES(200),
    },
    {
      name: 'POST /api/items/{id}/feedback',
      call: (fx) => http().post(`/api/items/${fx.itemId}/feedback`).send({ isLiked: true }),
      expect: CLIENT_ONLY(200),
    },
    {
      name: 'DELETE /api/items/{id}/feedback',
      call: (fx) => http().delete(`/api/items/${fx.itemId}/feedback`),
      expect: CLIENT_ONLY(200),
    },
    {
      name: 'GET /api/tasks/{id}/messages',
      call: (fx) => http().get(`/api/tasks/${fx.taskId}/messages`),
      expect: PARTIES(200),
    },
    {
      name: 'POST /api/tasks/{id}/messages',
      call: (fx) => http().post(`/api/tasks/${fx.taskId}/messages`).send({ content: 'Hi' }),
      expect: PARTIES(201),
    },
    {
      name: 'GET /api/tasks/{id}/images/{url}/comments',
      call: (fx) => http().get(`/api/tasks/${fx.taskId}/images/${encodeURIComponent(fx.imageUrl)}/comments`),
      expect: PARTIES(200),
    },
    {
      name: 'POST /api/tasks/{id}/images/comments',
      call: (fx) =>
        http()
          .post(`/api/tasks/${fx.taskId}/images/comments`)
          .send({ imageUrl: fx.imageUrl, content: 'Hmm', x: 50, y: 50 }),
      expect: PARTIES(201),
    },
    {
      name: 'PUT /api/comments/{id}',
      call: (fx) => http().put(`/api/comments/${fx.commentId}`).send({ status: 'RESOLVED' }),
      expect: PARTIES(200),
    },
    // The comment's author is client A: the shopper of the task may not delete it.
    {
      name: 'DELETE /api/comments/{id}',
      call: (fx) => http().delete(`/api/comments/${fx.commentId}`),
      expect: { ...PARTIES(204), ownerShopper: 403 },
    },
    {
      name: 'GET /api/comments/{id}/reactions',
      call: (fx) => http().get(`/api/comments/${fx.commentId}/reactions`),
      expect: PARTIES(200),
    },
    {
      name: 'POST /api/comments/{id}/reactions',
      call: (fx) => http().post(`/api/comments/${fx.commentId}/reactions`).send({ reactionType: 'LIKE' }),
      expect: PARTIES(200),
    },
    {
      name: 'DELETE /api/comments/{id}/reactions',
      call: (fx) => http().delete(`/api/comments/${fx.commentId}/reactions`),
      expect: PARTIES(204),
    },
  ];

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const answers: Partial<Record<Actor, number>> = {};
    for (const actor of ACTORS) {
      const fixture = await freshFixture();
      const account = actors[actor];
      const req = c.call(fixture, account?.id ?? null);
      if (account) req.set('Authorization', `Bearer ${account.token}`);
      answers[actor] = (await req).status;
    }
    expect(answers).toEqual(c.expect);
  });

  it('never lists the other side’s tasks', async () => {
    const fx = await freshFixture();
    for (const actor of ['otherClient', 'otherShopper'] as const) {
      const res = await request(t.http)
        .get('/api/tasks')
        .set('Authorization', `Bearer ${actors[actor]!.token}`)
        .expect(200);
      expect(res.body.map((task: { id: string }) => task.id)).not.toContain(fx.taskId);
    }
  });
});
