import request from 'supertest';
import { registerClient, registerShopper, type TestAccount } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const FEE_MESSAGE = ['Service fee must be between 0% and 50%.'];
const URL_MESSAGE = ['Please enter a valid social media URL.'];
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

describe('shoppers', () => {
  let t: TestApp;
  let bella: TestAccount;
  let adam: TestAccount;
  let carl: TestAccount;
  let bellasClient: TestAccount;
  let adamsClient: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    // Mixed case on purpose: the list is ordered by name, not by byte value or creation.
    bella = await registerShopper(t.http, { displayName: 'bella' });
    carl = await registerShopper(t.http, { displayName: 'Carl' });
    adam = await registerShopper(t.http, { displayName: 'Adam' });
    bellasClient = await registerClient(t.http, { shopperId: bella.id });
    adamsClient = await registerClient(t.http, { shopperId: adam.id });
  });
  afterAll(() => t.close());

  const patchMe = (account: TestAccount, body: object) =>
    request(t.http).patch('/api/shoppers/me').set(bearer(account)).send(body);

  describe('GET /api/shoppers (public list)', () => {
    it('lists every shopper by display name without a token', async () => {
      const res = await request(t.http).get('/api/shoppers').expect(200);
      expect(res.body).toEqual([
        { id: adam.id, displayName: 'Adam', defaultFeePct: '12.50' },
        { id: bella.id, displayName: 'bella', defaultFeePct: '12.50' },
        { id: carl.id, displayName: 'Carl', defaultFeePct: '12.50' },
      ]);
    });

    it('leaks no email and no social link', async () => {
      await patchMe(carl, { socialMediaUrl: 'https://instagram.com/carl.private' }).expect(200);
      const res = await request(t.http).get('/api/shoppers').expect(200);
      for (const shopper of res.body)
        expect(Object.keys(shopper).sort()).toEqual(['defaultFeePct', 'displayName', 'id']);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('@');
      expect(text).not.toContain('instagram');
    });
  });

  describe('GET /api/shoppers/me', () => {
    it("answers the shopper's own settings and account", async () => {
      const res = await request(t.http).get('/api/shoppers/me').set(bearer(bella)).expect(200);
      expect(res.body).toEqual({
        id: bella.id,
        displayName: 'bella',
        defaultFeePct: '12.50',
        socialMediaUrl: null,
        businessName: null,
        businessAddress: null,
        paymentInstructions: null,
        paymentLink: null,
        logoUrl: null,
        acceptsNewClients: true,
        paymentTermDays: 7,
        cardPayments: 'unavailable',
        createdAt: expect.stringMatching(ISO_DATE),
        user: { email: bella.email, role: 'SHOPPER' },
      });
    });

    it('needs a token (401) and the shopper role (403)', async () => {
      await request(t.http).get('/api/shoppers/me').expect(401);
      await request(t.http).get('/api/shoppers/me').set('Authorization', 'Bearer not-a-token').expect(401);
      const res = await request(t.http).get('/api/shoppers/me').set(bearer(bellasClient)).expect(403);
      expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: expect.any(String) });
    });
  });

  describe('PATCH /api/shoppers/me', () => {
    it('stores the fee with two decimals, from a string or a number', async () => {
      for (const [sent, stored] of [
        ['15', '15.00'],
        [12.5, '12.50'],
        ['0', '0.00'],
        ['50', '50.00'],
        ['49.99', '49.99'],
        ['7.5', '7.50'],
      ] as const) {
        const res = await patchMe(adam, { defaultFeePct: sent }).expect(200);
        expect(res.body.defaultFeePct).toBe(stored);
        const again = await request(t.http).get('/api/shoppers/me').set(bearer(adam)).expect(200);
        expect(again.body.defaultFeePct).toBe(stored);
      }
      const list = await request(t.http).get('/api/shoppers').expect(200);
      expect(list.body.find((s: { id: string }) => s.id === adam.id).defaultFeePct).toBe('7.50');
    });

    it('answers the same shape as GET me', async () => {
      const res = await patchMe(adam, { defaultFeePct: '10.25' }).expect(200);
      const me = await request(t.http).get('/api/shoppers/me').set(bearer(adam)).expect(200);
      expect(res.body).toEqual(me.body);
    });

    it('trims the social link, and clears it with an empty value or null', async () => {
      let res = await patchMe(adam, { socialMediaUrl: '  https://instagram.com/adam.styles  ' }).expect(200);
      expect(res.body.socialMediaUrl).toBe('https://instagram.com/adam.styles');

      res = await patchMe(adam, { socialMediaUrl: '   ' }).expect(200);
      expect(res.body.socialMediaUrl).toBeNull();

      await patchMe(adam, { socialMediaUrl: 'http://example.com/adam' }).expect(200);
      res = await patchMe(adam, { socialMediaUrl: null }).expect(200);
      expect(res.body.socialMediaUrl).toBeNull();
    });

    it('leaves fields that are not sent unchanged', async () => {
      await patchMe(adam, { defaultFeePct: '20', socialMediaUrl: 'https://example.com/a' }).expect(200);
      let res = await patchMe(adam, { socialMediaUrl: 'https://example.com/b' }).expect(200);
      expect(res.body.defaultFeePct).toBe('20.00');
      res = await patchMe(adam, { defaultFeePct: '21' }).expect(200);
      expect(res.body.socialMediaUrl).toBe('https://example.com/b');
      res = await patchMe(adam, {}).expect(200);
      expect(res.body).toMatchObject({ defaultFeePct: '21.00', socialMediaUrl: 'https://example.com/b' });
    });

    it.each([['50.01'], ['-1'], ['12.345'], ['abc'], [''], ['1e1'], [null], [51], [-0.5], [true], [[12]]])(
      'refuses the fee %p',
      async (fee) => {
        const res = await patchMe(bella, { defaultFeePct: fee }).expect(400);
        expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: FEE_MESSAGE });
      },
    );

    it.each([['not a url'], ['instagram.com/bella'], ['ftp://example.com/bella'], ['javascript:alert(1)'], [42]])(
      'refuses the social link %p',
      async (url) => {
        const res = await patchMe(bella, { socialMediaUrl: url }).expect(400);
        expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: URL_MESSAGE });
      },
    );

    it('refuses an over-long social link', async () => {
      const res = await patchMe(bella, { socialMediaUrl: `https://example.com/${'a'.repeat(1010)}` }).expect(400);
      expect(res.body.message).toEqual(['Social media URL must be at most 1024 characters']);
    });

    it('changes nothing when any field is bad', async () => {
      await patchMe(bella, { defaultFeePct: '99', socialMediaUrl: 'https://example.com/new' }).expect(400);
      const me = await request(t.http).get('/api/shoppers/me').set(bearer(bella)).expect(200);
      expect(me.body).toMatchObject({ defaultFeePct: '12.50', socialMediaUrl: null });
    });

    it("changes only the caller's own record", async () => {
      await patchMe(carl, { defaultFeePct: '33.33' }).expect(200);
      const me = await request(t.http).get('/api/shoppers/me').set(bearer(bella)).expect(200);
      expect(me.body.defaultFeePct).toBe('12.50');
    });

    it('needs a token (401) and the shopper role (403)', async () => {
      await request(t.http).patch('/api/shoppers/me').send({ defaultFeePct: '10' }).expect(401);
      await patchMe(bellasClient, { defaultFeePct: '10' }).expect(403);
    });
  });

  describe('GET /api/my-shopper', () => {
    it("answers the client's own shopper", async () => {
      await patchMe(bella, { defaultFeePct: '14', socialMediaUrl: 'https://instagram.com/bella' }).expect(200);
      const res = await request(t.http).get('/api/my-shopper').set(bearer(bellasClient)).expect(200);
      expect(res.body).toEqual({
        id: bella.id,
        profile: { displayName: 'bella', avatarUrl: null },
        user: { email: bella.email },
        createdAt: expect.stringMatching(ISO_DATE),
        socialMediaUrl: 'https://instagram.com/bella',
        defaultFeePct: '14.00',
        businessName: null,
        paymentInstructions: null,
        paymentLink: null,
        acceptsCards: false,
      });
      await patchMe(bella, { defaultFeePct: '12.50', socialMediaUrl: '' }).expect(200);
    });

    it('answers each client with their own shopper', async () => {
      const res = await request(t.http).get('/api/my-shopper').set(bearer(adamsClient)).expect(200);
      expect(res.body.id).toBe(adam.id);
      expect(res.body.user.email).toBe(adam.email);
    });

    it('needs a token (401) and the client role (403)', async () => {
      await request(t.http).get('/api/my-shopper').expect(401);
      await request(t.http).get('/api/my-shopper').set(bearer(bella)).expect(403);
    });
  });
});
