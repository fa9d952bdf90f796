import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { CommentReaction } from '../src/modules/image-comments/entities/comment-reaction.entity';
import { ImageComment } from '../src/modules/image-comments/entities/image-comment.entity';
import type { TestAccount } from './support/accounts';
import { baseUrlOf, connectSocket, type LiveEvent, nextEvent } from './support/live-sockets';
import { countQueries } from './support/query-counter';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const UUID = /^[0-9a-f-]{36}$/;
const REFERENCE_IMAGE = '/files/uploads/aa/reference.jpg';
/** An item photo whose URL needs encoding as a path segment: slashes, spaces, a query. */
const ITEM_IMAGE = 'https://cdn.example.com/p/blazer navy.jpg?w=200&h=300#front';
const SECOND_ITEM_IMAGE = '/files/uploads/bb/second.png';
const NO_REACTIONS = { LIKE: 0, APPROVE: 0, REQUEST_CHANGE: 0 };

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

interface CommentBody {
  id: string;
  content: string;
  parentCommentId: string | null;
}

describe('image comments and reactions', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;
  let otherTaskId: string;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    const parties = { shopperId: cast.shopperA.id, clientId: cast.clientA.id };
    taskId = (await seedTask(t.app, parties, { uploadedImages: [REFERENCE_IMAGE] })).id;
    await seedItem(t.app, taskId, { imageUrls: [ITEM_IMAGE] });
    await seedItem(t.app, taskId, { imageUrls: ['/files/uploads/bb/first.png', SECOND_ITEM_IMAGE] });
    otherTaskId = (
      await seedTask(t.app, { shopperId: cast.shopperB.id, clientId: cast.clientB.id }, { uploadedImages: ['/b.jpg'] })
    ).id;
  });
  afterAll(() => t.close());

  const comment = (account: TestAccount, body: object, id = taskId) =>
    request(t.http).post(`/api/tasks/${id}/images/comments`).set(bearer(account)).send(body);
  const pin = (account: TestAccount, overrides: object = {}) =>
    comment(account, { imageUrl: REFERENCE_IMAGE, content: 'Love this', x: 25.5, y: 75, ...overrides }).expect(201);
  const list = (account: TestAccount, imageUrl = REFERENCE_IMAGE, id = taskId) =>
    request(t.http)
      .get(`/api/tasks/${id}/images/${encodeURIComponent(imageUrl)}/comments`)
      .set(bearer(account));
  const resolve = (account: TestAccount, commentId: string, body: object = { status: 'RESOLVED' }) =>
    request(t.http).put(`/api/comments/${commentId}`).set(bearer(account)).send(body);
  const remove = (account: TestAccount, commentId: string) =>
    request(t.http).delete(`/api/comments/${commentId}`).set(bearer(account));
  const react = (account: TestAccount, commentId: string, reactionType: unknown) =>
    request(t.http).post(`/api/comments/${commentId}/reactions`).set(bearer(account)).send({ reactionType });
  const unreact = (account: TestAccount, commentId: string) =>
    request(t.http).delete(`/api/comments/${commentId}/reactions`).set(bearer(account));
  const reactions = (account: TestAccount, commentId: string) =>
    request(t.http).get(`/api/comments/${commentId}/reactions`).set(bearer(account));
  const db = () => t.app.get(DataSource);

  describe('POST /api/tasks/{id}/images/comments', () => {
    it('pins a comment on a reference image and answers it in full', async () => {
      const res = await comment(cast.clientA, {
        imageUrl: REFERENCE_IMAGE,
        content: 'Could this come in a lighter shade?',
        x: 12.3456,
        y: 100,
        taskId: otherTaskId,
      }).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID),
        taskId,
        imageUrl: REFERENCE_IMAGE,
        x: 12.3456,
        y: 100,
        content: 'Could this come in a lighter shade?',
        status: 'ACTIVE',
        parentCommentId: null,
        resolvedAt: null,
        createdAt: expect.stringMatching(ISO_DATE),
        user: { id: cast.clientA.id, displayName: 'Casey Client', avatarUrl: null },
        reactions: NO_REACTIONS,
        myReaction: null,
      });
    });

    it("pins a comment on any item's photo, by either party", async () => {
      const onItem = await pin(cast.shopperA, { imageUrl: ITEM_IMAGE, x: 0, y: 0 });
      expect(onItem.body).toMatchObject({ imageUrl: ITEM_IMAGE, x: 0, y: 0, user: { id: cast.shopperA.id } });
      const onSecondPhoto = await pin(cast.clientA, { imageUrl: SECOND_ITEM_IMAGE });
      expect(onSecondPhoto.body.imageUrl).toBe(SECOND_ITEM_IMAGE);
    });

    it('refuses an image that is not on the task (400)', async () => {
      for (const imageUrl of ['/files/uploads/cc/elsewhere.jpg', '/b.jpg', `${REFERENCE_IMAGE}?x=1`]) {
        const res = await comment(cast.clientA, { imageUrl, content: 'hm', x: 1, y: 1 }).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'Image does not belong to this task',
        });
      }
    });

    it.each([
      ['quotes', `"double" and 'single' and \`back\``],
      ['emoji', '👩🏽‍💻 ✨'],
      ['HTML', '<script>alert(1)</script>'],
      ['surrounding spaces', '  spaced out \n'],
      ['500 emoji', '😀'.repeat(500)],
    ])('stores and answers %s verbatim', async (_label, content) => {
      const created = await pin(cast.clientA, { imageUrl: SECOND_ITEM_IMAGE, content });
      expect(created.body.content).toBe(content);
      const listed = await list(cast.shopperA, SECOND_ITEM_IMAGE).expect(200);
      expect(listed.body.find((c: CommentBody) => c.id === created.body.id).content).toBe(content);
    });

    it('accepts the bounds and four decimals', async () => {
      for (const [x, y] of [
        [0, 100],
        [100, 0],
        [33.3333, 66.6667],
        [5, 95],
      ]) {
        const res = await pin(cast.clientA, { x, y });
        expect(res.body).toMatchObject({ x, y });
      }
    });

    const X_RANGE = 'X coordinate must be between 0 and 100';
    const Y_RANGE = 'Y coordinate must be between 0 and 100';
    it.each([
      ['an empty comment', { content: '' }, 'Comment cannot be empty'],
      ['a blank comment', { content: ' \n ' }, 'Comment cannot be empty'],
      ['no comment', { content: undefined }, 'Comment cannot be empty'],
      ['501 characters', { content: 'x'.repeat(501) }, 'Comment too long (max 500 characters)'],
      ['501 emoji', { content: '😀'.repeat(501) }, 'Comment too long (max 500 characters)'],
      ['x below 0', { x: -0.0001 }, X_RANGE],
      ['x above 100', { x: 100.0001 }, X_RANGE],
      ['x as text', { x: '50' }, X_RANGE],
      ['no x', { x: undefined }, X_RANGE],
      ['x with five decimals', { x: 12.34567 }, 'X coordinate must have at most 4 decimals'],
      ['y below 0', { y: -1 }, Y_RANGE],
      ['y above 100', { y: 101 }, Y_RANGE],
      ['no y', { y: null }, Y_RANGE],
      ['y with five decimals', { y: 0.00001 }, 'Y coordinate must have at most 4 decimals'],
      ['no image', { imageUrl: undefined }, 'Image URL is required'],
      ['a blank image', { imageUrl: '  ' }, 'Image URL is required'],
    ])('refuses %s', async (_label, overrides, message) => {
      const body = { imageUrl: REFERENCE_IMAGE, content: 'fine', x: 50, y: 50, ...overrides };
      const res = await comment(cast.clientA, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [message] });
    });
  });

  describe('replies', () => {
    it('files a reply under a top-level comment on the same image, in one flat list', async () => {
      const top = await pin(cast.clientA, { imageUrl: ITEM_IMAGE, content: 'Is this linen?' });
      const reply = await pin(cast.shopperA, {
        imageUrl: ITEM_IMAGE,
        content: 'Yes, 100% linen',
        parentCommentId: top.body.id,
      });
      expect(reply.body).toMatchObject({ parentCommentId: top.body.id, user: { id: cast.shopperA.id } });
      const listed = await list(cast.clientA, ITEM_IMAGE).expect(200);
      const ids = listed.body.map((c: CommentBody) => c.id);
      expect(ids.indexOf(reply.body.id)).toBeGreaterThan(ids.indexOf(top.body.id));
      expect(listed.body.find((c: CommentBody) => c.id === reply.body.id).parentCommentId).toBe(top.body.id);
    });

    it('refuses a parent on another image, on another task, unknown, or itself a reply', async () => {
      const top = await pin(cast.clientA);
      const reply = await pin(cast.clientA, { parentCommentId: top.body.id });
      const otherImage = await pin(cast.clientA, { imageUrl: SECOND_ITEM_IMAGE });
      const foreign = await comment(
        cast.clientB,
        { imageUrl: '/b.jpg', content: 'theirs', x: 1, y: 1 },
        otherTaskId,
      ).expect(201);
      for (const parentCommentId of [otherImage.body.id, foreign.body.id, randomUUID()]) {
        const res = await comment(cast.clientA, {
          imageUrl: REFERENCE_IMAGE,
          content: 'reply',
          x: 1,
          y: 1,
          parentCommentId,
        }).expect(400);
        expect(res.body.message).toBe('Parent comment must be on the same task and image');
      }
      const nested = await comment(cast.clientA, {
        imageUrl: REFERENCE_IMAGE,
        content: 'reply',
        x: 1,
        y: 1,
        parentCommentId: reply.body.id,
      }).expect(400);
      expect(nested.body.message).toBe('Cannot reply to a reply');
    });

    it("reaches both parties live as a comment event, and the other party's notifications", async () => {
      const top = (await pin(cast.clientA, { content: 'Shorter sleeves?' })).body.id;
      const url = baseUrlOf(t.app);
      const [shopper, client] = await Promise.all([
        connectSocket(url, cast.shopperA.token),
        connectSocket(url, cast.clientA.token),
      ]);
      try {
        const isComment = (event: LiveEvent) => event.type === 'comment.created';
        const atShopper = nextEvent<LiveEvent>(shopper, isComment);
        const atClient = nextEvent<LiveEvent>(client, isComment);
        const notified = nextEvent<LiveEvent>(client, (event) => event.type === 'notification.created');
        const reply = await pin(cast.shopperA, { parentCommentId: top, content: 'Yes, 2 cm shorter' });

        for (const event of await Promise.all([atShopper, atClient])) {
          expect(event).toEqual({
            type: 'comment.created',
            taskId,
            actorId: cast.shopperA.id,
            commentId: reply.body.id,
            imageUrl: REFERENCE_IMAGE,
          });
        }
        expect((await notified).notification).toMatchObject({ kind: 'COMMENT', summary: 'Yes, 2 cm shorter' });
      } finally {
        shopper.close();
        client.close();
      }
    });
  });

  describe('GET /api/tasks/{id}/images/{encodedImageUrl}/comments', () => {
    it('lists the comments of that image only, oldest first, for both parties', async () => {
      const imageUrl = '/files/uploads/dd/list.jpg';
      const id = (
        await seedTask(
          t.app,
          { shopperId: cast.shopperA.id, clientId: cast.clientA.id },
          { uploadedImages: [imageUrl] },
        )
      ).id;
      await list(cast.clientA, imageUrl, id).expect(200, []);
      const posted: string[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await comment(i % 2 ? cast.shopperA : cast.clientA, { imageUrl, content: `c${i}`, x: i, y: i }, id);
        posted.push(res.body.id);
      }
      for (const account of [cast.clientA, cast.shopperA]) {
        const res = await list(account, imageUrl, id).expect(200);
        expect(res.body.map((c: CommentBody) => c.content)).toEqual(['c0', 'c1', 'c2', 'c3']);
      }
      await list(cast.clientA, REFERENCE_IMAGE, id).expect(200, []);
    });

    it('decodes the image URL from its path segment', async () => {
      const res = await list(cast.clientA, ITEM_IMAGE).expect(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((c: { imageUrl: string }) => c.imageUrl === ITEM_IMAGE)).toBe(true);
    });

    it('orders comments of the same millisecond by id', async () => {
      const imageUrl = '/files/uploads/dd/same-ms.jpg';
      const id = (
        await seedTask(
          t.app,
          { shopperId: cast.shopperA.id, clientId: cast.clientA.id },
          { uploadedImages: [imageUrl] },
        )
      ).id;
      const createdAt = new Date('2025-03-01T10:00:00.000Z');
      const rows = Array.from({ length: 5 }, (_, i) => ({
        id: randomUUID(),
        taskId: id,
        imageUrl,
        userId: cast.clientA.id,
        x: 1,
        y: 1,
        content: `same ${i}`,
        createdAt,
      }));
      await db().getRepository(ImageComment).insert(rows);
      const res = await list(cast.shopperA, imageUrl, id).expect(200);
      expect(res.body.map((c: CommentBody) => c.id)).toEqual(rows.map((row) => row.id).sort());
    });

    it('answers any number of comments in the same number of queries', async () => {
      const imageUrl = '/files/uploads/dd/busy.jpg';
      const id = (
        await seedTask(
          t.app,
          { shopperId: cast.shopperA.id, clientId: cast.clientA.id },
          { uploadedImages: [imageUrl] },
        )
      ).id;
      const queriesOfList = async () =>
        (await countQueries(t.app, () => list(cast.clientA, imageUrl, id).expect(200))).queries.length;
      const addComments = async (count: number) => {
        for (let i = 0; i < count; i++) {
          const created = await comment(cast.clientA, { imageUrl, content: `n${i}`, x: 1, y: 1 }, id).expect(201);
          await react(cast.clientA, created.body.id, 'LIKE').expect(200);
          await react(cast.shopperA, created.body.id, 'APPROVE').expect(200);
        }
      };
      await addComments(1);
      const withOne = await queriesOfList();
      await addComments(9);
      expect(await queriesOfList()).toBe(withOne);
      // The token's user, task access, the comments with their authors, the reactions tallied.
      expect(withOne).toBe(4);
    });
  });

  describe('access', () => {
    let commentId: string;
    beforeAll(async () => {
      commentId = (await pin(cast.clientA)).body.id;
    });

    it('needs a token (401) on every endpoint', async () => {
      const anonymous = request(t.http);
      await anonymous.get(`/api/tasks/${taskId}/images/${encodeURIComponent(REFERENCE_IMAGE)}/comments`).expect(401);
      await anonymous.post(`/api/tasks/${taskId}/images/comments`).send({}).expect(401);
      await anonymous.put(`/api/comments/${commentId}`).send({ status: 'RESOLVED' }).expect(401);
      await anonymous.delete(`/api/comments/${commentId}`).expect(401);
      await anonymous.get(`/api/comments/${commentId}/reactions`).expect(401);
      await anonymous.post(`/api/comments/${commentId}/reactions`).send({ reactionType: 'LIKE' }).expect(401);
      await anonymous.delete(`/api/comments/${commentId}/reactions`).expect(401);
    });

    it('hides task and comments from the other shopper and their client (404), changing nothing', async () => {
      for (const outsider of [cast.shopperB, cast.clientB]) {
        expect((await list(outsider).expect(404)).body.message).toBe('Task not found');
        await comment(outsider, { imageUrl: REFERENCE_IMAGE, content: 'x', x: 1, y: 1 }).expect(404);
        for (const res of [
          await resolve(outsider, commentId),
          await remove(outsider, commentId),
          await reactions(outsider, commentId),
          await react(outsider, commentId, 'LIKE'),
          await unreact(outsider, commentId),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Comment not found' });
        }
      }
      const stored = await db().getRepository(ImageComment).findOneByOrFail({ id: commentId });
      expect(stored.status).toBe('ACTIVE');
      expect(await db().getRepository(CommentReaction).countBy({ commentId })).toBe(0);
    });

    it('answers 404 for unknown ids', async () => {
      await list(cast.clientA, REFERENCE_IMAGE, randomUUID()).expect(404);
      await resolve(cast.clientA, randomUUID()).expect(404);
      await remove(cast.clientA, randomUUID()).expect(404);
      await react(cast.clientA, randomUUID(), 'LIKE').expect(404);
    });

    it('lets only the author delete (403 for the other party)', async () => {
      const res = await remove(cast.shopperA, commentId).expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Only the author can delete this comment',
      });
      await list(cast.clientA).expect(200);
      expect(await db().getRepository(ImageComment).countBy({ id: commentId })).toBe(1);
    });
  });

  describe('PUT /api/comments/{id}', () => {
    it("resolves once, by either party (here the shopper resolves the client's comment)", async () => {
      const id = (await pin(cast.clientA)).body.id;
      const res = await resolve(cast.shopperA, id).expect(200);
      expect(res.body).toMatchObject({ id, status: 'RESOLVED', resolvedAt: expect.stringMatching(ISO_DATE) });
      const again = await resolve(cast.clientA, id).expect(409);
      expect(again.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Comment is already resolved' });
      const listed = await list(cast.clientA).expect(200);
      expect(listed.body.find((c: CommentBody) => c.id === id)).toMatchObject({
        status: 'RESOLVED',
        resolvedAt: res.body.resolvedAt,
      });
    });

    it('lets exactly one of simultaneous resolves win', async () => {
      const id = (await pin(cast.clientA)).body.id;
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => resolve(i % 2 ? cast.shopperA : cast.clientA, id)),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    });

    it.each([[{ status: 'ACTIVE' }], [{ status: 'resolved' }], [{}]])('refuses %j', async (body) => {
      const id = (await pin(cast.clientA)).body.id;
      const res = await resolve(cast.clientA, id, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: ['status must be RESOLVED'] });
    });
  });

  describe('DELETE /api/comments/{id}', () => {
    it('deletes the comment with its replies and all their reactions', async () => {
      const top = (await pin(cast.clientA)).body.id;
      const replies = [
        (await pin(cast.shopperA, { parentCommentId: top })).body.id,
        (await pin(cast.clientA, { parentCommentId: top })).body.id,
      ];
      const survivor = (await pin(cast.clientA)).body.id;
      for (const id of [top, ...replies, survivor]) {
        await react(cast.clientA, id, 'LIKE').expect(200);
        await react(cast.shopperA, id, 'APPROVE').expect(200);
      }

      await remove(cast.clientA, top).expect(204);

      const gone = [top, ...replies];
      const listed = (await list(cast.shopperA).expect(200)).body.map((c: CommentBody) => c.id);
      expect(listed).toContain(survivor);
      for (const id of gone) expect(listed).not.toContain(id);
      expect(
        await db()
          .getRepository(ImageComment)
          .countBy({ id: In(gone) }),
      ).toBe(0);
      expect(
        await db()
          .getRepository(CommentReaction)
          .countBy({ commentId: In(gone) }),
      ).toBe(0);
      expect(await db().getRepository(CommentReaction).countBy({ commentId: survivor })).toBe(2);
      await remove(cast.clientA, top).expect(404);
    });

    it('lets the author of a reply delete just that reply', async () => {
      const top = (await pin(cast.clientA)).body.id;
      const reply = (await pin(cast.shopperA, { parentCommentId: top })).body.id;
      await remove(cast.shopperA, reply).expect(204);
      const listed = (await list(cast.clientA).expect(200)).body.map((c: CommentBody) => c.id);
      expect(listed).toContain(top);
      expect(listed).not.toContain(reply);
    });
  });

  describe('reactions', () => {
    it('sets, replaces, lists and removes reactions, one per user', async () => {
      const id = (await pin(cast.clientA)).body.id;
      await reactions(cast.clientA, id).expect(200, []);

      const liked = await react(cast.clientA, id, 'LIKE').expect(200);
      expect(liked.body).toMatchObject({
        id,
        reactions: { LIKE: 1, APPROVE: 0, REQUEST_CHANGE: 0 },
        myReaction: 'LIKE',
      });

      const approved = await react(cast.shopperA, id, 'APPROVE').expect(200);
      expect(approved.body).toMatchObject({
        reactions: { LIKE: 1, APPROVE: 1, REQUEST_CHANGE: 0 },
        myReaction: 'APPROVE',
      });

      const replaced = await react(cast.clientA, id, 'REQUEST_CHANGE').expect(200);
      expect(replaced.body).toMatchObject({
        reactions: { LIKE: 0, APPROVE: 1, REQUEST_CHANGE: 1 },
        myReaction: 'REQUEST_CHANGE',
      });

      const listed = await reactions(cast.shopperA, id).expect(200);
      expect(listed.body).toHaveLength(2);
      expect(listed.body).toEqual(
        expect.arrayContaining([
          { userId: cast.clientA.id, reactionType: 'REQUEST_CHANGE', createdAt: expect.stringMatching(ISO_DATE) },
          { userId: cast.shopperA.id, reactionType: 'APPROVE', createdAt: expect.stringMatching(ISO_DATE) },
        ]),
      );

      // Each viewer sees their own reaction in the list.
      const asClient = (await list(cast.clientA).expect(200)).body.find((c: CommentBody) => c.id === id);
      const asShopper = (await list(cast.shopperA).expect(200)).body.find((c: CommentBody) => c.id === id);
      expect(asClient).toMatchObject({
        reactions: { LIKE: 0, APPROVE: 1, REQUEST_CHANGE: 1 },
        myReaction: 'REQUEST_CHANGE',
      });
      expect(asShopper).toMatchObject({ myReaction: 'APPROVE' });

      await unreact(cast.clientA, id).expect(204);
      await unreact(cast.clientA, id).expect(204);
      const after = await reactions(cast.clientA, id).expect(200);
      expect(after.body).toEqual([
        { userId: cast.shopperA.id, reactionType: 'APPROVE', createdAt: expect.any(String) },
      ]);
      const seen = (await list(cast.clientA).expect(200)).body.find((c: CommentBody) => c.id === id);
      expect(seen).toMatchObject({ reactions: { LIKE: 0, APPROVE: 1, REQUEST_CHANGE: 0 }, myReaction: null });
    });

    it('leaves one row after simultaneous reactions by one user', async () => {
      const id = (await pin(cast.clientA)).body.id;
      const types = ['LIKE', 'APPROVE', 'LIKE', 'REQUEST_CHANGE', 'LIKE'];
      const answers = await Promise.all(types.map((type) => react(cast.clientA, id, type)));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      const rows = await db().getRepository(CommentReaction).findBy({ commentId: id });
      expect(rows).toHaveLength(1);
      expect(types).toContain(rows[0].reactionType);
      const listed = await reactions(cast.shopperA, id).expect(200);
      expect(listed.body).toEqual([
        { userId: cast.clientA.id, reactionType: rows[0].reactionType, createdAt: expect.any(String) },
      ]);
    });

    it.each([['love'], ['like'], [null], [42]])('refuses reactionType %j', async (reactionType) => {
      const id = (await pin(cast.clientA)).body.id;
      const res = await react(cast.clientA, id, reactionType).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: ['reactionType must be one of LIKE, APPROVE, REQUEST_CHANGE'],
      });
    });

    it('lets either party react to a resolved comment', async () => {
      const id = (await pin(cast.clientA)).body.id;
      await resolve(cast.shopperA, id).expect(200);
      const res = await react(cast.shopperA, id, 'LIKE').expect(200);
      expect(res.body).toMatchObject({ status: 'RESOLVED', reactions: { LIKE: 1 } });
    });
  });
});
