import request from 'supertest';
import { DataSource } from 'typeorm';
import { ShopTask } from '../src/modules/tasks/task.entity';
import type { TestAccount } from './support/accounts';
import { countQueries } from './support/query-counter';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

interface Page {
  tasks: { id: string; title: string; status: string }[];
  matchingCount: number;
  totalCount: number;
  nextCursor: string | null;
}

/**
 * GET /api/tasks/page: the task list a page at a time, newest first, with its counts; the
 * pages of a list, walked by their cursors, hold every task once, filters and all.
 */
describe('GET /api/tasks/page', () => {
  let t: TestApp;
  let cast: Cast;
  /** Shopper A's tasks for client A, newest first (as GET /api/tasks lists them). */
  let newestFirst: string[];

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    const parties = { shopperId: cast.shopperA.id, clientId: cast.clientA.id };
    for (let n = 0; n < 11; n++) {
      const task = await seedTask(t.app, parties, { title: `Coat ${n}`, status: n % 3 === 0 ? 'ACTIVE' : 'DRAFT' });
      if (n % 4 === 0) await seedItem(t.app, task.id, { quantity: 1, unitPrice: '150.00' });
    }
    // Five of them created in the same instant: the id orders them, so no page skips or repeats one.
    const tied = (
      await t.app
        .get(DataSource)
        .getRepository(ShopTask)
        .find({ order: { title: 'ASC' } })
    ).slice(0, 5);
    await t.app
      .get(DataSource)
      .getRepository(ShopTask)
      .update(
        tied.map((task) => task.id),
        { createdAt: tied[0]!.createdAt },
      );
    await seedTask(t.app, { shopperId: cast.shopperB.id, clientId: cast.clientB.id }, { title: 'Coat of B' });
    const list = await request(t.http).get('/api/tasks').set(bearer(cast.shopperA));
    newestFirst = (list.body as { id: string }[]).map((task) => task.id);
  });
  afterAll(() => t.close());

  async function pageOf(account: TestAccount, query: string): Promise<Page> {
    const answer = await request(t.http).get(`/api/tasks/page${query}`).set(bearer(account));
    expect(answer.status).toBe(200);
    return answer.body as Page;
  }

  /** Every page of a list, from the first, following nextCursor. */
  async function walk(account: TestAccount, filters: string, limit: number): Promise<Page[]> {
    const pages = [await pageOf(account, `?limit=${limit}${filters}`)];
    while (pages.at(-1)!.nextCursor) {
      pages.push(await pageOf(account, `?limit=${limit}${filters}&cursor=${pages.at(-1)!.nextCursor}`));
    }
    return pages;
  }

  it('walks the whole list in GET /api/tasks order, each task once, with its counts on every page', async () => {
    expect(newestFirst).toHaveLength(11);
    const pages = await walk(cast.shopperA, '', 3);
    expect(pages.map((page) => page.tasks.length)).toEqual([3, 3, 3, 2]);
    expect(pages.flatMap((page) => page.tasks.map((task) => task.id))).toEqual(newestFirst);
    for (const page of pages) expect(page).toMatchObject({ matchingCount: 11, totalCount: 11 });
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const first = await pageOf(cast.shopperA, '');
    expect(first.tasks).toHaveLength(11);
    expect(first.nextCursor).toBeNull();
  });

  it('filters and searches on the server: matchingCount of totalCount, pages of the matches only', async () => {
    const drafts = await walk(cast.shopperA, '&status=DRAFT', 2);
    const draftIds = drafts.flatMap((page) => page.tasks.map((task) => task.id));
    expect(draftIds).toHaveLength(7);
    expect(drafts.flatMap((page) => page.tasks).every((task) => task.status === 'DRAFT')).toBe(true);
    expect(drafts[0]).toMatchObject({ matchingCount: 7, totalCount: 11 });
    const over = await pageOf(cast.shopperA, '?budget=100to500&q=coat');
    expect(over).toMatchObject({ matchingCount: 3, totalCount: 11, nextCursor: null });
    expect(over.tasks.map((task) => task.title).sort()).toEqual(['Coat 0', 'Coat 4', 'Coat 8']);
    expect(await pageOf(cast.shopperA, '?q=nothing-like-it')).toEqual({
      tasks: [],
      matchingCount: 0,
      totalCount: 11,
      nextCursor: null,
    });
  });

  it('lists with unread=true the tasks whose chat has messages the caller has not read', async () => {
    await request(t.http)
      .post(`/api/tasks/${newestFirst[5]}/messages`)
      .set(bearer(cast.clientA))
      .send({ content: 'Any news?' })
      .expect(201);
    const unread = await pageOf(cast.shopperA, '?unread=true&limit=1');
    expect(unread).toMatchObject({ matchingCount: 1, totalCount: 11, nextCursor: null });
    expect(unread.tasks.map((task) => task.id)).toEqual([newestFirst[5]]);
    // Her own message is not unread to her.
    expect(await pageOf(cast.clientA, '?unread=true')).toMatchObject({ tasks: [], matchingCount: 0 });
  });

  it("lists only the caller's side: the client her own tasks, another shopper none of them", async () => {
    const client = await walk(cast.clientA, '', 4);
    expect(client.flatMap((page) => page.tasks.map((task) => task.id))).toEqual(newestFirst);
    expect(client[0]).toMatchObject({ matchingCount: 11, totalCount: 11 });
    const other = await pageOf(cast.shopperB, '');
    expect(other).toMatchObject({ matchingCount: 1, totalCount: 1 });
    expect(other.tasks.map((task) => task.title)).toEqual(['Coat of B']);
    // Shopper A's cursor does not open her list to shopper B.
    const afterA = await pageOf(cast.shopperB, `?cursor=${newestFirst[0]}`);
    expect(afterA.tasks.map((task) => task.title)).not.toContain('Coat 0');
  });

  it("is kept per user and URL, and a change to the shop's tasks shows at once", async () => {
    const before = await pageOf(cast.shopperB, '?limit=1');
    await seedTask(t.app, { shopperId: cast.shopperB.id, clientId: cast.clientB.id }, { title: 'Newer of B' });
    // Seeded behind the api's back: the kept answer stands until a write through the api
    // raises the shop's data version.
    expect(await pageOf(cast.shopperB, '?limit=1')).toEqual(before);
    await request(t.http).put('/api/profile').set(bearer(cast.shopperB)).send({ displayName: 'Shopper B' });
    const after = await pageOf(cast.shopperB, '?limit=1');
    expect(after).toMatchObject({ totalCount: before.totalCount + 1, tasks: [{ title: 'Newer of B' }] });
    // Shopper A's kept first page is hers alone.
    expect((await pageOf(cast.shopperA, '?limit=1')).totalCount).toBe(11);
  });

  it('answers a bad limit or cursor with a 400 that names it', async () => {
    for (const [query, message] of [
      ['?limit=0', 'limit must be an integer between 1 and 50'],
      ['?limit=51', 'limit must be an integer between 1 and 50'],
      ['?limit=two', 'limit must be an integer between 1 and 50'],
      ['?cursor=yesterday', 'cursor must be the nextCursor of a page'],
      ['?status=LOST', 'status must be one of DRAFT, ACTIVE, COMPLETE, ARCHIVED, WITHDRAWN'],
      ['?unread=yes', 'unread must be true'],
    ]) {
      const answer = await request(t.http).get(`/api/tasks/page${query}`).set(bearer(cast.shopperA));
      expect({ query, status: answer.status, message: answer.body.message }).toEqual({
        query,
        status: 400,
        message: [message],
      });
    }
    expect((await request(t.http).get('/api/tasks/page')).status).toBe(401);
  });

  it('runs three statements whatever the page and the filters: the session, the page, the counts', async () => {
    for (const query of [
      '?limit=2',
      `?limit=2&cursor=${newestFirst[3]}`,
      '?budget=under100&invoice=none&q=Coat',
      '?unread=true',
    ]) {
      const { result, queries } = await countQueries(t.app, () =>
        request(t.http).get(`/api/tasks/page${query}`).set(bearer(cast.shopperA)),
      );
      expect(result.status).toBe(200);
      expect(queries).toHaveLength(3);
    }
  });
});
