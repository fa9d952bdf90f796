import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Message } from '../src/modules/messages/message.entity';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const EMPTY = 'Message cannot be empty';
const TOO_LONG = 'Message too long (max 1000 characters)';
const LIMIT_RANGE = 'limit must be an integer between 1 and 200';
const UNKNOWN_CURSOR = 'before must be a message of this task';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

interface MessageBody {
  id: string;
  content: string;
  createdAt: string;
}

describe('task chat: /api/tasks/{id}/messages', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
  });
  afterAll(() => t.close());

  const post = (account: TestAccount, id: string, body: object) =>
    request(t.http).post(`/api/tasks/${id}/messages`).set(bearer(account)).send(body);
  const list = (account: TestAccount, id: string, query: Record<string, string | number> = {}) =>
    request(t.http).get(`/api/tasks/${id}/messages`).set(bearer(account)).query(query);
  const newTask = async () => (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;

  describe('POST', () => {
    it("answers 201 with the client's message", async () => {
      const res = await post(cast.clientA, taskId, { content: 'Could you look for navy?' }).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        taskId,
        content: 'Could you look for navy?',
        createdAt: expect.stringMatching(ISO_DATE),
        sender: { id: cast.clientA.id, displayName: 'Casey Client' },
        senderType: 'CLIENT',
      });
    });

    it("answers 201 with the shopper's message", async () => {
      const res = await post(cast.shopperA, taskId, { content: 'On it.' }).expect(201);
      expect(res.body).toMatchObject({
        taskId,
        content: 'On it.',
        sender: { id: cast.shopperA.id, displayName: 'Avery Shopper' },
        senderType: 'SHOPPER',
      });
    });

    it.each([
      ['quotes', `She said "it's 'perfect'" \`really\``],
      ['emoji with joiners and modifiers', '👩🏽‍💻 ✨'],
      ['HTML', '<script>alert(1)</script><b>bold</b> &amp;'],
      ['surrounding spaces and line breaks', '  first line\n\n  second line\t '],
      ['SQL-looking text', "'; DROP TABLE messages; --"],
    ])('stores and answers %s verbatim', async (_label, content) => {
      const id = await newTask();
      const created = await post(cast.clientA, id, { content }).expect(201);
      expect(created.body.content).toBe(content);
      const listed = await list(cast.shopperA, id).expect(200);
      expect(listed.body.map((m: MessageBody) => m.content)).toEqual([content]);
    });

    it('accepts 1000 characters counted as code points: 1000 emoji', async () => {
      const content = '😀'.repeat(1000);
      expect(content.length).toBe(2000);
      const res = await post(cast.clientA, taskId, { content }).expect(201);
      expect(res.body.content).toBe(content);
      await post(cast.clientA, taskId, { content: 'x'.repeat(1000) }).expect(201);
    });

    it.each([
      ['1001 letters', { content: 'x'.repeat(1001) }, TOO_LONG],
      ['1001 emoji', { content: '😀'.repeat(1001) }, TOO_LONG],
      ['an empty string', { content: '' }, EMPTY],
      ['only spaces and line breaks', { content: '  \n\t ' }, EMPTY],
      ['no content', {}, EMPTY],
      ['null', { content: null }, EMPTY],
      ['a number', { content: 42 }, EMPTY],
    ])('refuses %s', async (_label, body, message) => {
      const res = await post(cast.clientA, taskId, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [message] });
    });

    it('ignores a sender or task sent in the body', async () => {
      const res = await post(cast.clientA, taskId, {
        content: 'mine',
        senderId: cast.shopperA.id,
        taskId: randomUUID(),
      }).expect(201);
      expect(res.body).toMatchObject({ taskId, sender: { id: cast.clientA.id }, senderType: 'CLIENT' });
    });
  });

  describe('access', () => {
    it('needs a token (401)', async () => {
      await request(t.http).get(`/api/tasks/${taskId}/messages`).expect(401);
      await request(t.http).post(`/api/tasks/${taskId}/messages`).send({ content: 'hi' }).expect(401);
    });

    it("hides the task from the other shopper and the other shopper's client (404)", async () => {
      for (const outsider of [cast.shopperB, cast.clientB]) {
        const read = await list(outsider, taskId).expect(404);
        expect(read.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Task not found' });
        await post(outsider, taskId, { content: 'hello' }).expect(404);
      }
      const messages = await list(cast.clientA, taskId).expect(200);
      expect(messages.body.map((m: MessageBody) => m.content)).not.toContain('hello');
    });

    it('answers 404 for an unknown task', async () => {
      await list(cast.shopperA, randomUUID()).expect(404);
      await post(cast.shopperA, randomUUID(), { content: 'hi' }).expect(404);
    });
  });

  describe('GET with before and limit', () => {
    let pagedTaskId: string;
    /** 25 messages, four to a millisecond, in their chat order (createdAt, id). */
    let expected: string[];

    beforeAll(async () => {
      pagedTaskId = await newTask();
      const start = Date.parse('2025-03-01T10:00:00.000Z');
      const rows = Array.from({ length: 25 }, (_, i) => ({
        id: randomUUID(),
        taskId: pagedTaskId,
        senderId: i % 2 === 0 ? cast.clientA.id : cast.shopperA.id,
        content: `message ${i}`,
        // Same millisecond for each group of four: only the id can order them.
        createdAt: new Date(start + Math.floor(i / 4)),
      }));
      await t.app.get(DataSource).getRepository(Message).insert(rows);
      expected = rows
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
        .map((row) => row.id);
    });

    const ids = (body: MessageBody[]) => body.map((m) => m.id);

    it('answers everything oldest first by default (limit 100)', async () => {
      const res = await list(cast.clientA, pagedTaskId).expect(200);
      expect(ids(res.body)).toEqual(expected);
      // The seeded timestamps survive the round trip: the first four share one millisecond.
      const times = res.body.map((m: MessageBody) => m.createdAt);
      expect(times.slice(0, 5)).toEqual([...Array(4).fill('2025-03-01T10:00:00.000Z'), '2025-03-01T10:00:00.001Z']);
    });

    it('pages back from the newest page without skipping or repeating, across equal timestamps', async () => {
      const pages: string[][] = [];
      let before: string | undefined;
      for (;;) {
        const res = await list(cast.shopperA, pagedTaskId, { limit: 10, ...(before ? { before } : {}) }).expect(200);
        pages.push(ids(res.body));
        if (res.body.length < 10) break;
        before = res.body[0].id;
      }
      expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
      expect(pages[0]).toEqual(expected.slice(15));
      expect(pages[1]).toEqual(expected.slice(5, 15));
      expect(pages[2]).toEqual(expected.slice(0, 5));
    });

    it('answers the latest `limit` messages older than the cursor, ascending', async () => {
      const res = await list(cast.clientA, pagedTaskId, { before: expected[13], limit: 3 }).expect(200);
      expect(ids(res.body)).toEqual(expected.slice(10, 13));
      const oldest = await list(cast.clientA, pagedTaskId, { before: expected[0] }).expect(200);
      expect(oldest.body).toEqual([]);
    });

    it('accepts limits 1 and 200', async () => {
      expect(ids((await list(cast.clientA, pagedTaskId, { limit: 1 }).expect(200)).body)).toEqual(expected.slice(24));
      expect(ids((await list(cast.clientA, pagedTaskId, { limit: 200 }).expect(200)).body)).toEqual(expected);
    });

    it.each([['0'], ['201'], ['1.5'], ['abc'], ['']])('refuses limit=%j', async (limit) => {
      const res = await list(cast.clientA, pagedTaskId, { limit }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [LIMIT_RANGE] });
    });

    it('refuses a cursor that is not a message of this task', async () => {
      const otherTaskMessage = (await post(cast.clientA, taskId, { content: 'elsewhere' }).expect(201)).body.id;
      for (const before of [randomUUID(), otherTaskMessage, 'not-an-id']) {
        const res = await list(cast.clientA, pagedTaskId, { before }).expect(400);
        expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: UNKNOWN_CURSOR });
      }
    });
  });
});
