import request from 'supertest';
import { DataSource } from 'typeorm';
import { ShopTask } from '../src/modules/tasks/task.entity';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedRecipient, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const REQUIRED = ['Please fill in the display name and relationship.'];
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
/** YYYY-MM-DD of today plus `days` in UTC. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('recipients', () => {
  let t: TestApp;
  let cast: Cast;
  let shopperA: TestAccount;
  let clientA: TestAccount;
  let shopperB: TestAccount;
  let clientB: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    ({ shopperA, clientA, shopperB, clientB } = cast);
  });
  afterAll(() => t.close());

  const list = (account: TestAccount, query = '') =>
    request(t.http).get(`/api/recipients${query}`).set(bearer(account));
  const create = (account: TestAccount, body: object) =>
    request(t.http).post('/api/recipients').set(bearer(account)).send(body);
  const replace = (account: TestAccount, id: string, body: object) =>
    request(t.http).put(`/api/recipients/${id}`).set(bearer(account)).send(body);
  const remove = (account: TestAccount, id: string) =>
    request(t.http).delete(`/api/recipients/${id}`).set(bearer(account));

  describe('POST /api/recipients', () => {
    it('creates a client’s own recipient with every field, answering it whole', async () => {
      const body = {
        relationship: 'spouse',
        displayName: 'Sam "the Tall" O\'Neil 🎩 <b>',
        birthdate: '1988-02-29',
        gender: 'non-binary',
        notes: 'Allergic to wool; likes <i>linen</i> & "earth" tones 🌿',
        profile: {
          topsSize: 'L',
          shoeWidth: 'W',
          homeStyle: 'a custom mid-century mix',
          sizing: { topSize: 'L', brands: 'cos, arket', preferredColors: 'navy' },
        },
      };
      const res = await create(clientA, body).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID),
        clientId: clientA.id,
        ...body,
        createdAt: expect.stringMatching(ISO_DATE),
        updatedAt: expect.stringMatching(ISO_DATE),
      });
      const listed = await list(clientA).expect(200);
      const found = listed.body.find((r: { id: string }) => r.id === res.body.id);
      // Byte for byte: quotes, emoji and HTML come back as sent.
      expect(found).toEqual({ ...res.body, taskCounts: { total: 0, active: 0, done: 0, draft: 0 } });
    });

    it('accepts the minimum, "auto" or its own id as clientId, and clears blank optional fields', async () => {
      const minimal = await create(clientA, { relationship: 'Self', displayName: ' Myself ' }).expect(201);
      expect(minimal.body).toMatchObject({
        relationship: 'self',
        displayName: 'Myself',
        birthdate: null,
        gender: null,
        notes: null,
        profile: null,
      });
      await create(clientA, { relationship: 'child', displayName: 'Kid', clientId: 'auto' }).expect(201);
      const blank = await create(clientA, {
        relationship: 'friend',
        displayName: 'Pal',
        clientId: clientA.id,
        birthdate: '',
        gender: ' ',
        notes: '  ',
        profile: { topsSize: ' ', sizing: { brands: '' } },
      }).expect(201);
      expect(blank.body).toMatchObject({ birthdate: null, gender: null, notes: null, profile: null });
    });

    it('needs the display name and the relationship, with one message', async () => {
      for (const body of [
        {},
        { displayName: 'Kid' },
        { relationship: 'child' },
        { relationship: ' ', displayName: 'Kid' },
        { relationship: 'child', displayName: '   ' },
      ]) {
        const res = await create(clientA, body).expect(400);
        expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: REQUIRED });
      }
    });

    it('refuses a bad relationship, gender or birthdate with a message naming it', async () => {
      const cases: [object, string][] = [
        [
          { relationship: 'cousin' },
          'Relationship must be one of self, spouse, child, parent, friend, property, other',
        ],
        [{ gender: 'unknown' }, 'Gender must be one of female, male, non-binary, other, prefer-not-to-say'],
        [{ birthdate: '04/21/1990' }, 'Birthdate must be a date (YYYY-MM-DD)'],
        [{ birthdate: '2023-02-30' }, 'Birthdate must be a date (YYYY-MM-DD)'],
        [{ birthdate: dayFromToday(2) }, 'Birthdate cannot be in the future'],
        [{ notes: 'x'.repeat(2001) }, 'Notes must be at most 2000 characters'],
        [{ displayName: 'x'.repeat(101) }, 'Display name must be at most 100 characters'],
      ];
      for (const [fields, message] of cases) {
        const res = await create(clientA, { relationship: 'other', displayName: 'Someone', ...fields }).expect(400);
        expect(res.body.message).toEqual([message]);
      }
      await create(clientA, { relationship: 'other', displayName: 'Newborn', birthdate: dayFromToday(0) }).expect(201);
    });

    it('refuses unknown profile keys and non-text values, naming them', async () => {
      const cases: [object, string][] = [
        [{ hatSize: '7' }, 'Unknown profile field "hatSize"'],
        [{ sizing: { waist: '32' } }, 'Unknown profile field "sizing.waist"'],
        [{ shoeSize: 9 }, 'Profile field "shoeSize" must be text'],
        [{ sizing: ['L'] }, 'Profile field "sizing" must be an object'],
      ];
      for (const [profile, message] of cases) {
        const res = await create(clientA, { relationship: 'other', displayName: 'X', profile }).expect(400);
        expect(res.body.message).toEqual([message]);
      }
    });

    it('lets a shopper add one for their own client only', async () => {
      const res = await create(shopperA, { relationship: 'parent', displayName: 'Mom', clientId: clientA.id }).expect(
        201,
      );
      expect(res.body.clientId).toBe(clientA.id);
      expect((await create(shopperA, { relationship: 'parent', displayName: 'Mom' }).expect(400)).body.message).toBe(
        'Client is required',
      );
      await create(shopperA, { relationship: 'parent', displayName: 'Mom', clientId: 'auto' }).expect(400);
      await create(shopperA, { relationship: 'parent', displayName: 'Mom', clientId: clientB.id }).expect(404);
      await create(shopperB, { relationship: 'parent', displayName: 'Mom', clientId: clientA.id }).expect(404);
    });

    it('refuses a client acting for another client, and anonymous callers', async () => {
      await create(clientA, { relationship: 'self', displayName: 'Me', clientId: clientB.id }).expect(403);
      await request(t.http).post('/api/recipients').send({ relationship: 'self', displayName: 'Me' }).expect(401);
    });
  });

  describe('GET /api/recipients', () => {
    let ownerShopper: TestAccount;
    let owner: TestAccount;

    beforeAll(async () => {
      ({ shopperA: ownerShopper, clientA: owner } = await registerCast(t.http));
    });

    it('lists a client’s own recipients, oldest first, with their task counts', async () => {
      const parties = { shopperId: ownerShopper.id, clientId: owner.id };
      // Created a second apart, so "oldest first" is unambiguous.
      const second = await seedRecipient(t.app, owner.id, {
        relationship: 'property',
        displayName: 'Lake house',
        createdAt: new Date(Date.now() - 1000),
      });
      const first = await seedRecipient(t.app, owner.id, { displayName: 'Me', createdAt: new Date(Date.now() - 2000) });
      const statuses = ['DRAFT', 'DRAFT', 'ACTIVE', 'COMPLETE', 'ARCHIVED'] as const;
      for (const status of statuses) await seedTask(t.app, parties, { recipientId: first.id, status });
      // Statuses other screens use are counted too (docs/product-rules.md, "Task states").
      for (const status of ['IN_PROGRESS', 'SUBMITTED', 'COMPLETED']) {
        await seedTask(t.app, parties, { recipientId: first.id, status: status as ShopTask['status'] });
      }
      await seedTask(t.app, parties, { recipientId: null });
      const res = await list(owner).expect(200);
      expect(res.body.map((r: { id: string }) => r.id)).toEqual([first.id, second.id]);
      expect(res.body[0].taskCounts).toEqual({ total: 8, active: 3, done: 2, draft: 2 });
      expect(res.body[1].taskCounts).toEqual({ total: 0, active: 0, done: 0, draft: 0 });
      // The shopper sees the same list for that client.
      expect((await list(ownerShopper, `?clientId=${owner.id}`).expect(200)).body).toEqual(res.body);
    });

    it('never shows another client’s recipients', async () => {
      const other = await create(clientB, { relationship: 'self', displayName: 'B self' }).expect(201);
      const mine = await list(clientA).expect(200);
      expect(mine.body.map((r: { id: string }) => r.id)).not.toContain(other.body.id);
      expect(mine.body.every((r: { clientId: string }) => r.clientId === clientA.id)).toBe(true);
      await list(clientA, `?clientId=${clientB.id}`).expect(403);
      await list(clientA, `?clientId=${clientA.id}`).expect(200);
    });

    it('needs a clientId of one of their own clients from a shopper', async () => {
      const missing = await list(shopperA).expect(400);
      expect(missing.body.message).toBe('clientId is required: choose one of your clients');
      expect((await list(shopperA, '?clientId=nope').expect(400)).body.message).toEqual(['clientId must be a UUID']);
      await list(shopperA, `?clientId=${clientB.id}`).expect(404);
      await list(shopperB, `?clientId=${clientA.id}`).expect(404);
      const res = await list(shopperA, `?clientId=${clientA.id}`).expect(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((r: { clientId: string }) => r.clientId === clientA.id)).toBe(true);
    });

    it('needs a token', async () => {
      await request(t.http).get('/api/recipients').expect(401);
    });
  });

  describe('PUT /api/recipients/:id', () => {
    it('replaces every field: what is left out is cleared', async () => {
      const created = await create(clientA, {
        relationship: 'child',
        displayName: 'Kid',
        birthdate: '2015-06-01',
        gender: 'female',
        notes: 'Loves purple',
        profile: { topsSize: '8' },
      }).expect(201);
      const res = await replace(clientA, created.body.id, {
        relationship: 'child',
        displayName: 'Kiddo',
        birthdate: '2015-06-02',
        clientId: clientB.id, // ignored: a recipient never moves to another client
      }).expect(200);
      expect(res.body).toEqual({
        ...created.body,
        displayName: 'Kiddo',
        birthdate: '2015-06-02',
        gender: null,
        notes: null,
        profile: null,
        updatedAt: expect.stringMatching(ISO_DATE),
      });
      expect((await replace(clientA, created.body.id, { displayName: 'Kiddo' }).expect(400)).body.message).toEqual(
        REQUIRED,
      );
    });

    it('lets the client and the client’s shopper change it, and nobody else', async () => {
      const created = await create(clientA, { relationship: 'friend', displayName: 'Pal' }).expect(201);
      const body = { relationship: 'friend', displayName: 'Best pal' };
      await replace(shopperA, created.body.id, body).expect(200);
      await replace(clientB, created.body.id, body).expect(404);
      await replace(shopperB, created.body.id, body).expect(404);
      await replace(clientA, '00000000-0000-4000-8000-000000000000', body).expect(404);
      await request(t.http).put(`/api/recipients/${created.body.id}`).send(body).expect(401);
    });
  });

  describe('DELETE /api/recipients/:id', () => {
    it('deletes it and keeps its tasks, without a recipient', async () => {
      const created = await create(clientA, { relationship: 'parent', displayName: 'Dad' }).expect(201);
      const task = await seedTask(
        t.app,
        { shopperId: shopperA.id, clientId: clientA.id },
        {
          recipientId: created.body.id,
        },
      );
      await remove(clientB, created.body.id).expect(404);
      await remove(shopperB, created.body.id).expect(404);
      await request(t.http).delete(`/api/recipients/${created.body.id}`).expect(401);
      await remove(clientA, created.body.id).expect(204);
      const kept = await t.app.get(DataSource).getRepository(ShopTask).findOneByOrFail({ id: task.id });
      expect(kept.recipientId).toBeNull();
      expect((await list(clientA).expect(200)).body.map((r: { id: string }) => r.id)).not.toContain(created.body.id);
      await remove(clientA, created.body.id).expect(404);
    });

    it('lets the shopper delete their client’s recipient', async () => {
      const recipient = await seedRecipient(t.app, clientA.id, { displayName: 'To go' });
      await remove(shopperA, recipient.id).expect(204);
    });
  });

  it('refuses a JSON body over 1 MB with 413 (the default limit outside task creation)', async () => {
    const res = await create(clientA, {
      relationship: 'other',
      displayName: 'Big',
      notes: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: expect.any(String) });
    // Half a megabyte still reaches validation: the limit is 1 MB, not body-parser's 100 kB.
    const half = await create(clientA, { relationship: 'other', displayName: 'Big', notes: 'x'.repeat(512 * 1024) });
    expect(half.status).toBe(400);
    expect(half.body.message).toEqual(['Notes must be at most 2000 characters']);
  });
});
