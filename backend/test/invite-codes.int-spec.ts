import request from 'supertest';
import { registerClient, registerShopper, type TestAccount } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/;

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

interface InviteCodeBody {
  id: string;
  code: string;
  createdAt: string;
}

describe('invite codes', () => {
  let t: TestApp;
  let shopperA: TestAccount;
  let shopperB: TestAccount;
  let clientOfA: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    shopperA = await registerShopper(t.http);
    shopperB = await registerShopper(t.http);
    clientOfA = await registerClient(t.http, { shopperId: shopperA.id });
  });
  afterAll(() => t.close());

  const create = (account: TestAccount, body: object) =>
    request(t.http).post('/api/invite-codes').set(bearer(account)).send(body);
  const listAs = (account: TestAccount) => request(t.http).get('/api/invite-codes').set(bearer(account));

  describe('POST /api/invite-codes', () => {
    it('creates an unused code without client details', async () => {
      const res = await create(shopperA, {}).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        code: expect.stringMatching(CODE),
        clientName: null,
        clientEmail: null,
        isUsed: false,
        usedBy: null,
        usedAt: null,
        createdAt: expect.stringMatching(ISO_DATE),
        email: null,
      });
    });

    it('keeps the client name and email, trimmed', async () => {
      const res = await create(shopperA, { clientName: '  Jane Doe  ', clientEmail: ' jane@example.com ' }).expect(201);
      expect(res.body).toMatchObject({ clientName: 'Jane Doe', clientEmail: 'jane@example.com' });
    });

    it('stores blank client details as null', async () => {
      const res = await create(shopperA, { clientName: '   ', clientEmail: '' }).expect(201);
      expect(res.body).toMatchObject({ clientName: null, clientEmail: null });
      const list = await listAs(shopperA).expect(200);
      expect(list.body.find((c: InviteCodeBody) => c.id === res.body.id)).toMatchObject({
        clientName: null,
        clientEmail: null,
      });
    });

    it('draws a different code each time', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 15; i++) codes.add((await create(shopperB, {}).expect(201)).body.code);
      expect(codes.size).toBe(15);
    });

    it.each([
      ['an invalid email', { clientEmail: 'not-an-email' }, 'Invalid email address'],
      ['an email without domain', { clientEmail: 'jane@' }, 'Invalid email address'],
      [
        'a 263-character email',
        { clientEmail: `${'a'.repeat(250)}@example.com` },
        'Client email must be at most 254 characters',
      ],
      ['a numeric email', { clientEmail: 42 }, 'Client email must be text'],
      ['a 101-character name', { clientName: 'x'.repeat(101) }, 'Client name must be at most 100 characters'],
      ['a numeric name', { clientName: 42 }, 'Client name must be text'],
    ])('refuses %s', async (_label, body, message) => {
      const res = await create(shopperA, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [message] });
    });

    it('accepts a name of exactly 100 characters', async () => {
      const res = await create(shopperA, { clientName: 'x'.repeat(100) }).expect(201);
      expect(res.body.clientName).toHaveLength(100);
    });

    it('always files the code under the caller, whatever the body says', async () => {
      const res = await create(shopperA, { shopperId: shopperB.id, isUsed: true, code: 'AAAAAAAAAA' }).expect(201);
      expect(res.body.isUsed).toBe(false);
      expect(res.body.code).not.toBe('AAAAAAAAAA');
      const mine = await listAs(shopperA).expect(200);
      expect(mine.body.map((c: InviteCodeBody) => c.id)).toContain(res.body.id);
      const theirs = await listAs(shopperB).expect(200);
      expect(theirs.body.map((c: InviteCodeBody) => c.id)).not.toContain(res.body.id);
    });

    it('needs a token (401) and the shopper role (403)', async () => {
      await request(t.http).post('/api/invite-codes').send({}).expect(401);
      const res = await create(clientOfA, {}).expect(403);
      expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: expect.any(String) });
    });
  });

  describe('GET /api/invite-codes', () => {
    it("lists only the caller's codes, newest first", async () => {
      const shopper = await registerShopper(t.http);
      await listAs(shopper).expect(200, []);
      const created: string[] = [];
      for (let i = 0; i < 3; i++)
        created.push((await create(shopper, { clientName: `Guest ${i}` }).expect(201)).body.id);

      const res = await listAs(shopper).expect(200);
      expect(res.body.map((c: InviteCodeBody) => c.id).sort()).toEqual([...created].sort());
      const times = res.body.map((c: InviteCodeBody) => Date.parse(c.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(res.body[0].id).toBe(created[2]);
    });

    it("never shows another shopper's codes", async () => {
      const a = await listAs(shopperA).expect(200);
      const b = await listAs(shopperB).expect(200);
      const aIds = new Set(a.body.map((c: InviteCodeBody) => c.id));
      expect(a.body.length).toBeGreaterThan(0);
      expect(b.body.length).toBeGreaterThan(0);
      for (const code of b.body) expect(aIds.has(code.id)).toBe(false);
    });

    it('shows a code as used once a client registered with it', async () => {
      const invite = (await create(shopperA, { clientName: 'Newcomer' }).expect(201)).body;
      const client = await registerClient(t.http, { inviteCode: invite.code });

      const res = await listAs(shopperA).expect(200);
      expect(res.body.find((c: InviteCodeBody) => c.id === invite.id)).toEqual({
        ...invite,
        isUsed: true,
        usedBy: client.id,
        usedAt: expect.stringMatching(ISO_DATE),
      });
      const myShopper = await request(t.http).get('/api/my-shopper').set(bearer(client)).expect(200);
      expect(myShopper.body.id).toBe(shopperA.id);
    });

    it('needs a token (401) and the shopper role (403)', async () => {
      await request(t.http).get('/api/invite-codes').expect(401);
      await listAs(clientOfA).expect(403);
    });
  });
});
