import request from 'supertest';
import { DataSource, type Repository } from 'typeorm';
import type { Item } from '../src/modules/items/entities/item.entity';
import { ItemFeedback } from '../src/modules/items/entities/item-feedback.entity';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const NONE = { userFeedback: null, counts: { likes: 0, dislikes: 0 } };

describe('item feedback: GET, POST and DELETE /api/items/{id}/feedback', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;
  let feedback: Repository<ItemFeedback>;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
    feedback = t.app.get(DataSource).getRepository(ItemFeedback);
  });
  afterAll(() => t.close());

  const path = (item: Pick<Item, 'id'> | string) => `/api/items/${typeof item === 'string' ? item : item.id}/feedback`;
  const read = (account: TestAccount | null, item: Item | string) => {
    const call = request(t.http).get(path(item));
    return account ? call.set(bearer(account)) : call;
  };
  const react = (account: TestAccount | null, item: Item | string, body: object) => {
    const call = request(t.http).post(path(item));
    return account ? call.set(bearer(account)).send(body) : call.send(body);
  };
  const unreact = (account: TestAccount | null, item: Item | string) => {
    const call = request(t.http).delete(path(item));
    return account ? call.set(bearer(account)) : call;
  };
  const newItem = (overrides: Partial<Item> = {}) => seedItem(t.app, taskId, overrides);

  it('starts with no reaction and no counts', async () => {
    const item = await newItem();
    expect((await read(cast.clientA, item).expect(200)).body).toEqual(NONE);
    expect((await read(cast.shopperA, item).expect(200)).body).toEqual(NONE);
  });

  it('lets the client like, switch to dislike and remove the reaction, each answering the new state', async () => {
    const item = await newItem();
    expect((await react(cast.clientA, item, { isLiked: true }).expect(200)).body).toEqual({
      userFeedback: { isLiked: true },
      counts: { likes: 1, dislikes: 0 },
    });
    expect((await react(cast.clientA, item, { isLiked: true }).expect(200)).body.counts).toEqual({
      likes: 1,
      dislikes: 0,
    });
    expect((await react(cast.clientA, item, { isLiked: false }).expect(200)).body).toEqual({
      userFeedback: { isLiked: false },
      counts: { likes: 0, dislikes: 1 },
    });
    expect((await read(cast.clientA, item).expect(200)).body).toEqual({
      userFeedback: { isLiked: false },
      counts: { likes: 0, dislikes: 1 },
    });
    expect(await feedback.countBy({ itemId: item.id })).toBe(1);
    expect((await unreact(cast.clientA, item).expect(200)).body).toEqual(NONE);
    expect((await unreact(cast.clientA, item).expect(200)).body).toEqual(NONE);
    expect(await feedback.countBy({ itemId: item.id })).toBe(0);
  });

  it('shows the shopper the counts without a reaction of their own', async () => {
    const item = await newItem();
    await react(cast.clientA, item, { isLiked: true }).expect(200);
    expect((await read(cast.shopperA, item).expect(200)).body).toEqual({
      userFeedback: null,
      counts: { likes: 1, dislikes: 0 },
    });
  });

  it('keeps feedback per item', async () => {
    const [liked, disliked] = [await newItem(), await newItem()];
    await react(cast.clientA, liked, { isLiked: true }).expect(200);
    await react(cast.clientA, disliked, { isLiked: false }).expect(200);
    expect((await read(cast.clientA, liked)).body.counts).toEqual({ likes: 1, dislikes: 0 });
    expect((await read(cast.clientA, disliked)).body.counts).toEqual({ likes: 0, dislikes: 1 });
  });

  it('accepts reactions on a locked or paid item: they do not change the item', async () => {
    const item = await newItem({ status: 'INVOICED_PAID' });
    await react(cast.clientA, item, { isLiked: true }).expect(200);
  });

  it('leaves one row when the client sends several reactions at once', async () => {
    const item = await newItem();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => react(cast.clientA, item, { isLiked: i % 2 === 0 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const rows = await feedback.findBy({ itemId: item.id });
    expect(rows).toHaveLength(1);
    expect((await read(cast.shopperA, item)).body.counts).toEqual(
      rows[0].isLiked ? { likes: 1, dislikes: 0 } : { likes: 0, dislikes: 1 },
    );
  });

  it.each([
    ['no isLiked', {}],
    ['a string', { isLiked: 'true' }],
    ['a number', { isLiked: 1 }],
    ['null', { isLiked: null }],
  ])('refuses %s', async (_case, body) => {
    const item = await newItem();
    const res = await react(cast.clientA, item, body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: ['isLiked must be true or false'] });
    expect(await feedback.countBy({ itemId: item.id })).toBe(0);
  });

  describe('permissions', () => {
    it('lets only the parties read', async () => {
      const item = await newItem();
      await read(null, item).expect(401);
      expect((await read(cast.shopperB, item).expect(404)).body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Item not found',
      });
      await read(cast.clientB, item).expect(404);
      await read(cast.clientA, '00000000-0000-4000-8000-000000000000').expect(404);
    });

    it("keeps reacting to the task's client: the shopper's counts are read-only", async () => {
      const item = await newItem();
      const forbidden = { statusCode: 403, error: 'Forbidden', message: 'Only the client of this task can do this' };
      expect((await react(cast.shopperA, item, { isLiked: true }).expect(403)).body).toEqual(forbidden);
      expect((await unreact(cast.shopperA, item).expect(403)).body).toEqual(forbidden);
      await react(null, item, { isLiked: true }).expect(401);
      await unreact(null, item).expect(401);
      await react(cast.clientB, item, { isLiked: true }).expect(404);
      await unreact(cast.clientB, item).expect(404);
      await react(cast.shopperB, item, { isLiked: true }).expect(404);
      expect(await feedback.countBy({ itemId: item.id })).toBe(0);
    });
  });
});
