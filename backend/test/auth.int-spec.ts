import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { REDIS } from '../src/infra/redis/redis.module';
import { AuditEvent } from '../src/modules/audit/audit-event.entity';
import { Client } from '../src/modules/clients/client.entity';
import { InviteCode } from '../src/modules/invite-codes/invite-code.entity';
import { Shopper } from '../src/modules/shoppers/shopper.entity';
import { User } from '../src/modules/users/entities/user.entity';
import {
  clientRegistration,
  registerClient,
  registerShopper,
  TEST_PASSWORD,
  type TestAccount,
  uniqueEmail,
} from './support/accounts';
import { eventually } from './support/eventually';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

const EMAIL_TAKEN = 'An account with this email already exists';
const INVALID_CODE = 'Invalid or already used invitation code';
const TOO_MANY_LOGINS = 'Too many login attempts. Please try again later.';
const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long.';

function badRequest(message: string) {
  return { statusCode: 400, error: 'Bad Request', message: expect.arrayContaining([message]) };
}

/** The body of a 400 raised by a service (a single message rather than a list). */
function badRequestText(message: string) {
  return { statusCode: 400, error: 'Bad Request', message };
}

describe('auth', () => {
  let t: TestApp;
  let db: DataSource;
  let shopper: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    shopper = await registerShopper(t.http);
  });
  afterAll(() => t.close());

  const post = (path: string, body: object) => request(t.http).post(`/api/auth/${path}`).send(body);
  const me = (token: string) => request(t.http).get('/api/me').set('Authorization', `Bearer ${token}`);

  async function createInviteCode(code = `C${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`) {
    const id = randomUUID();
    await db.getRepository(InviteCode).insert({ id, code, shopperId: shopper.id, isUsed: false });
    return { id, code };
  }

  describe('POST /api/auth/register-shopper', () => {
    it('creates a shopper with a profile and the default fee, and signs them in', async () => {
      const email = uniqueEmail('new-shopper');
      const res = await post('register-shopper', {
        email: `  ${email.toUpperCase()} `,
        password: TEST_PASSWORD,
        displayName: '  Ann Shopper ',
      }).expect(201);
      expect(Object.keys(res.body)).toEqual(['token']);

      const account = await me(res.body.token).expect(200);
      expect(account.body).toEqual({
        user: { id: expect.any(String), email, role: 'SHOPPER' },
        profile: { displayName: 'Ann Shopper', avatarUrl: null, colorPalette: 'gold' },
      });
      const row = await db.getRepository(Shopper).findOneByOrFail({ userId: account.body.user.id });
      expect(row.defaultFeePct).toBe('12.50');
    });

    it('stores an argon2id hash, never the password', async () => {
      const account = await registerShopper(t.http);
      const user = await db.getRepository(User).findOneByOrFail({ id: account.id });
      expect(user.password).toMatch(/^\$argon2id\$/);
      expect(user.password).not.toContain(TEST_PASSWORD);
    });

    it.each([
      ['a malformed email', { email: 'not-an-email' }, 'Invalid email address'],
      ['a missing email', { email: undefined }, 'Invalid email address'],
      ['a 7-character password', { password: '1234567' }, PASSWORD_TOO_SHORT],
      ['a missing password', { password: undefined }, PASSWORD_TOO_SHORT],
      ['a blank display name', { displayName: '   ' }, 'Display name is required'],
      ['a missing display name', { displayName: undefined }, 'Display name is required'],
      ['a long display name', { displayName: 'x'.repeat(101) }, 'Display name must be at most 100 characters'],
    ])('refuses %s', async (_case, override, message) => {
      const body = { email: uniqueEmail(), password: TEST_PASSWORD, displayName: 'Name', ...override };
      const res = await post('register-shopper', body).expect(400);
      expect(res.body).toEqual(badRequest(message));
    });

    it('answers 409 for a taken email, whatever its case and spaces', async () => {
      const res = await post('register-shopper', {
        email: ` ${shopper.email.toUpperCase()}`,
        password: TEST_PASSWORD,
        displayName: 'Twin',
      }).expect(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: EMAIL_TAKEN });
    });

    it('lets only one of two simultaneous registrations of one email through', async () => {
      const body = { email: uniqueEmail('race'), password: TEST_PASSWORD, displayName: 'Racer' };
      const answers = await Promise.all([post('register-shopper', body), post('register-shopper', body)]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(answers.find((res) => res.status === 409)!.body.message).toBe(EMAIL_TAKEN);
      expect(await db.getRepository(User).countBy({ email: body.email })).toBe(1);
    });
  });

  describe('POST /api/auth/register-client', () => {
    it('links the client to the chosen shopper and copies billing into shipping', async () => {
      const body = clientRegistration({ shopperId: shopper.id, billingAddress2: '  ' });
      const res = await post('register-client', body).expect(201);
      expect(Object.keys(res.body)).toEqual(['token']);
      const account = await me(res.body.token).expect(200);
      expect(account.body.user).toEqual({ id: expect.any(String), email: body.email, role: 'CLIENT' });

      const client = await db.getRepository(Client).findOneByOrFail({ userId: account.body.user.id });
      expect(client).toMatchObject({
        shopperId: shopper.id,
        firstName: 'Test',
        lastName: 'Client',
        phone: '555-010-0199',
        billingAddress: '1 Main St',
        billingAddress2: null,
        billingCity: 'Springfield',
        billingState: 'IL',
        billingZip: '62701',
        billingCountry: 'United States',
        shippingAddress: '1 Main St',
        shippingAddress2: null,
        shippingCity: 'Springfield',
        shippingState: 'IL',
        shippingZip: '62701',
        shippingCountry: 'United States',
      });
    });

    it('keeps a separate shipping address, defaulting its country to the billing one', async () => {
      const body = clientRegistration({
        shopperId: shopper.id,
        billingCountry: 'Canada',
        shippingAddress: '9 Side Rd',
        shippingAddress2: 'Unit 2',
        shippingCity: 'Toronto',
        shippingState: 'ON',
        shippingZip: 'M5V 2T6',
      });
      const res = await post('register-client', body).expect(201);
      const { body: account } = await me(res.body.token);
      const client = await db.getRepository(Client).findOneByOrFail({ userId: account.user.id });
      expect(client).toMatchObject({
        billingCountry: 'Canada',
        shippingAddress: '9 Side Rd',
        shippingAddress2: 'Unit 2',
        shippingCity: 'Toronto',
        shippingState: 'ON',
        shippingZip: 'M5V 2T6',
        shippingCountry: 'Canada',
      });
    });

    it('takes a password of exactly 8 characters, the rule of both registration forms', async () => {
      const client = await registerClient(t.http, { shopperId: shopper.id, password: '12345678' });
      await post('login', { email: client.email, password: '12345678' }).expect(200);
    });

    it('stores the countries chosen, billing and a separate shipping one', async () => {
      const body = clientRegistration({
        shopperId: shopper.id,
        billingAddress: '10 Downing St',
        billingCity: 'London',
        billingState: 'Greater London',
        billingZip: 'SW1A 2AA',
        billingCountry: ' United Kingdom ',
        shippingAddress: '1 Rue de Rivoli',
        shippingCity: 'Paris',
        shippingState: 'Île-de-France',
        shippingZip: '75001',
        shippingCountry: 'France',
      });
      const res = await post('register-client', body).expect(201);
      const { body: account } = await me(res.body.token);
      const client = await db.getRepository(Client).findOneByOrFail({ userId: account.user.id });
      expect(client).toMatchObject({ billingCountry: 'United Kingdom', shippingCountry: 'France' });
    });

    it.each([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['phone', 'Phone number is required'],
      ['billingAddress', 'Billing address is required'],
      ['billingCity', 'Billing city is required'],
      ['billingState', 'Billing state is required'],
      ['billingZip', 'Billing ZIP is required'],
      ['displayName', 'Display name is required'],
    ])('requires %s ("%s")', async (field, message) => {
      const missing = await post('register-client', clientRegistration({ shopperId: shopper.id, [field]: undefined }));
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual(badRequest(message));
      const blank = await post('register-client', clientRegistration({ shopperId: shopper.id, [field]: '  ' }));
      expect(blank.body).toEqual(badRequest(message));
    });

    it.each([
      ['a malformed email', { email: 'jane@' }, 'Invalid email address'],
      ['a 7-character password', { password: 'abcdefg' }, PASSWORD_TOO_SHORT],
      ['a country not on the list', { billingCountry: 'Atlantis' }, 'Billing country must be a country from the list'],
      [
        'a shipping country not on the list',
        {
          shippingAddress: '9 Side Rd',
          shippingCity: 'Leeds',
          shippingState: 'WY',
          shippingZip: 'LS1',
          shippingCountry: 'UK',
        },
        'Shipping country must be a country from the list',
      ],
      ['a phone without enough digits', { phone: '12-34' }, 'Invalid phone number'],
      ['a long ZIP', { billingZip: '1'.repeat(21) }, 'Billing ZIP must be at most 20 characters'],
      ['a shipping address without a city', { shippingAddress: '9 Side Rd' }, 'Shipping city is required'],
    ])('refuses %s', async (_case, override, message) => {
      const res = await post('register-client', clientRegistration({ shopperId: shopper.id, ...override }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(badRequest(message));
    });

    it('needs an invitation code or a shopper', async () => {
      const res = await post('register-client', clientRegistration()).expect(400);
      expect(res.body).toEqual(badRequestText('Please enter an invitation code or select a shopper.'));
      const blank = await post('register-client', clientRegistration({ inviteCode: ' ', shopperId: '' })).expect(400);
      expect(blank.body).toEqual(badRequestText('Please enter an invitation code or select a shopper.'));
    });

    it('refuses both an invitation code and a shopper', async () => {
      const { code } = await createInviteCode();
      const res = await post('register-client', clientRegistration({ inviteCode: code, shopperId: shopper.id }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(badRequestText('Please use either an invitation code or a selected shopper, not both.'));
      expect((await db.getRepository(InviteCode).findOneByOrFail({ code })).isUsed).toBe(false);
    });

    it('refuses an unknown shopper, and a client posing as one', async () => {
      const unknown = await post('register-client', clientRegistration({ shopperId: randomUUID() })).expect(400);
      expect(unknown.body).toEqual(badRequestText('The selected shopper does not exist'));
      const client = await registerClient(t.http, { shopperId: shopper.id });
      const notShopper = await post('register-client', clientRegistration({ shopperId: client.id })).expect(400);
      expect(notShopper.body).toEqual(badRequestText('The selected shopper does not exist'));
    });

    it('answers 409 for a taken email and creates nothing', async () => {
      const res = await post('register-client', clientRegistration({ shopperId: shopper.id, email: shopper.email }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: EMAIL_TAKEN });
      expect(await db.getRepository(User).countBy({ email: shopper.email })).toBe(1);
    });

    describe('with an invitation code', () => {
      it('links the client to the code owner and marks the code used by them, in the same transaction', async () => {
        const { id, code } = await createInviteCode();
        const before = Date.now();
        const res = await post('register-client', clientRegistration({ inviteCode: ` ${code.toLowerCase()} ` }));
        expect(res.status).toBe(201);
        const { body: account } = await me(res.body.token);

        const invitation = await db.getRepository(InviteCode).findOneByOrFail({ id });
        expect(invitation.isUsed).toBe(true);
        expect(invitation.usedBy).toBe(account.user.id);
        expect(invitation.usedAt).toBeInstanceOf(Date);
        expect(invitation.usedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
        const client = await db.getRepository(Client).findOneByOrFail({ userId: account.user.id });
        expect(client.shopperId).toBe(shopper.id);
      });

      it('refuses an unknown code', async () => {
        const res = await post('register-client', clientRegistration({ inviteCode: 'NOSUCHCODE' })).expect(400);
        expect(res.body).toEqual(badRequestText(INVALID_CODE));
      });

      it('refuses a code that was used already', async () => {
        const { code } = await createInviteCode();
        await registerClient(t.http, { inviteCode: code });
        const email = uniqueEmail('late');
        const res = await post('register-client', clientRegistration({ inviteCode: code, email })).expect(400);
        expect(res.body).toEqual(badRequestText(INVALID_CODE));
        expect(await db.getRepository(User).countBy({ email })).toBe(0);
      });

      it('leaves the code unused when the registration fails', async () => {
        const { id, code } = await createInviteCode();
        await post('register-client', clientRegistration({ inviteCode: code, email: shopper.email })).expect(409);
        const invitation = await db.getRepository(InviteCode).findOneByOrFail({ id });
        expect(invitation).toMatchObject({ isUsed: false, usedBy: null, usedAt: null });
        await registerClient(t.http, { inviteCode: code });
      });

      it('lets exactly one of two simultaneous registrations claim a code', async () => {
        const { id, code } = await createInviteCode();
        const emails = [uniqueEmail('first'), uniqueEmail('second')];
        const answers = await Promise.all(
          emails.map((email) => post('register-client', clientRegistration({ inviteCode: code, email }))),
        );
        expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
        expect(answers.find((res) => res.status === 400)!.body.message).toBe(INVALID_CODE);

        const winner = answers.find((res) => res.status === 201)!;
        const { body: account } = await me(winner.body.token);
        const invitation = await db.getRepository(InviteCode).findOneByOrFail({ id });
        expect(invitation.usedBy).toBe(account.user.id);
        const loser = emails.find((email) => email !== account.user.email)!;
        expect(await db.getRepository(User).countBy({ email: loser })).toBe(0);
      });
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the email in any case and answers only a token', async () => {
      const account = await registerShopper(t.http);
      const res = await post('login', { email: ` ${account.email.toUpperCase()} `, password: TEST_PASSWORD }).expect(
        200,
      );
      expect(Object.keys(res.body)).toEqual(['token']);
      expect((await me(res.body.token).expect(200)).body.user.id).toBe(account.id);
    });

    it('writes sign-ins, failed sign-ins and registrations to the audit trail through the job queue', async () => {
      const account = await registerShopper(t.http);
      await post('login', { email: account.email, password: TEST_PASSWORD }).expect(200);
      await post('login', { email: account.email, password: 'wrong-password' }).expect(401);
      const events = db.getRepository(AuditEvent);
      const actions = await eventually(async () => {
        const rows = await events.findBy({ userId: account.id });
        return rows.length === 3 ? rows.map((row) => row.action).sort() : null;
      });
      expect(actions).toEqual(['auth.login', 'auth.login_failed', 'auth.register']);
      expect((await events.findOneByOrFail({ userId: account.id, action: 'auth.login' })).ip).toMatch(/127\.0\.0\.1/);
    });

    it('gives the same 401 for an unknown email and a wrong password', async () => {
      const account = await registerShopper(t.http);
      const unknown = await post('login', { email: uniqueEmail('nobody'), password: TEST_PASSWORD }).expect(401);
      const wrong = await post('login', { email: account.email, password: 'wrong-password' }).expect(401);
      const expected = { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' };
      expect(unknown.body).toEqual(expected);
      expect(wrong.body).toEqual(expected);
    });

    it.each([
      ['a malformed email', { email: 'nope', password: TEST_PASSWORD }, 'Invalid email address'],
      ['a missing password', { email: 'jane@example.com' }, 'Password is required'],
      ['an empty password', { email: 'jane@example.com', password: '' }, 'Password is required'],
    ])('refuses %s', async (_case, body, message) => {
      const res = await post('login', body).expect(400);
      expect(res.body).toEqual(badRequest(message));
    });

    it('issues an HS256 token with the user id and token version that expires per JWT_EXPIRES_IN (7d)', async () => {
      const client = await registerClient(t.http, { shopperId: shopper.id });
      const res = await post('login', { email: client.email, password: client.password }).expect(200);
      const [header, payload] = res.body.token
        .split('.')
        .slice(0, 2)
        .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(payload).toEqual({ sub: client.id, ver: 0, iat: expect.any(Number), exp: expect.any(Number) });
      expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
    });

    it('blocks a sixth attempt on one email within a minute, even with the right password', async () => {
      const account = await registerShopper(t.http);
      for (let attempt = 0; attempt < 5; attempt++) {
        await post('login', { email: account.email, password: 'wrong-password' }).expect(401);
      }
      const blocked = await post('login', { email: account.email.toUpperCase(), password: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_LOGINS });
      expect(blocked.headers['retry-after-email']).toBeDefined();

      // Other accounts and other routes are not limited.
      const other = await registerShopper(t.http);
      await post('login', { email: other.email, password: TEST_PASSWORD }).expect(200);
      await me(account.token).expect(200);
    });

    it('counts attempts in Redis under the configured prefix with REDIS_URL, in memory without', async () => {
      const redis = t.app.get<Redis | null>(REDIS);
      if (testDatabaseMode() === 'sqlite') {
        expect(redis).toBeNull();
        return;
      }
      // The Redis store wraps each key in a {hash tag} (one cluster slot per counter).
      const keys = await redis!.keys(`{${t.config.redisPrefix}:rate-limit:*`);
      expect(keys.length).toBeGreaterThan(0);
    });
  });

  describe('POST /api/auth/change-password', () => {
    const change = (token: string | null, body: object) => {
      const req = request(t.http).post('/api/auth/change-password');
      return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body);
    };

    it('replaces the password: the old one stops working, the new one works', async () => {
      const account = await registerShopper(t.http);
      const res = await change(account.token, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['token']);
      await post('login', { email: account.email, password: TEST_PASSWORD }).expect(401);
      await post('login', { email: account.email, password: 'brand-new-pass' }).expect(200);
    });

    it('refuses a wrong current password', async () => {
      const account = await registerShopper(t.http);
      const res = await change(account.token, { currentPassword: 'not-it', newPassword: 'brand-new-pass' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(badRequestText('Current password is incorrect'));
      await post('login', { email: account.email, password: TEST_PASSWORD }).expect(200);
    });

    it.each([
      ['a short new password', { currentPassword: TEST_PASSWORD, newPassword: '12345' }, PASSWORD_TOO_SHORT],
      ['a missing current password', { newPassword: 'brand-new-pass' }, 'Current password is required'],
    ])('refuses %s', async (_case, body, message) => {
      const account = await registerShopper(t.http);
      const res = await change(account.token, body).expect(400);
      expect(res.body).toEqual(badRequest(message));
    });

    it('needs a signed-in user', async () => {
      await change(null, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' }).expect(401);
    });
  });

  describe('bearer tokens', () => {
    const payload = () => ({ sub: shopper.id, ver: 0 });
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

    it('accepts a token signed with the configured secret', async () => {
      const token = new JwtService().sign(payload(), {
        secret: t.config.jwtSecret,
        algorithm: 'HS256',
        expiresIn: '1h',
      });
      await me(token).expect(200);
    });

    it.each([
      ['no token', () => null],
      ['a malformed token', () => 'not.a.token'],
      [
        'a forged signature',
        () => new JwtService().sign(payload(), { secret: 'x'.repeat(40), algorithm: 'HS256', expiresIn: '1h' }),
      ],
      ['alg none', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...payload(), exp: inAnHour() })}.`],
      [
        'another algorithm (HS512)',
        () => new JwtService().sign(payload(), { secret: t.config.jwtSecret, algorithm: 'HS512', expiresIn: '1h' }),
      ],
      [
        'an expired token',
        () =>
          new JwtService().sign(
            { ...payload(), exp: Math.floor(Date.now() / 1000) - 60 },
            { secret: t.config.jwtSecret, algorithm: 'HS256' },
          ),
      ],
    ])('refuses %s with 401', async (_case, makeToken) => {
      const token = makeToken();
      const req = request(t.http).get('/api/me');
      const res = await (token ? req.set('Authorization', `Bearer ${token}`) : req);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
    });
  });

  it('never answers with a password or its hash', async () => {
    const email = uniqueEmail('private');
    const answers = [
      await post('register-shopper', { email, password: TEST_PASSWORD, displayName: 'Private' }),
      await post('login', { email, password: TEST_PASSWORD }),
      await post('register-client', clientRegistration({ shopperId: shopper.id })),
    ];
    const token = answers[1].body.token as string;
    answers.push(await me(token));
    answers.push(await request(t.http).put('/api/profile').set('Authorization', `Bearer ${token}`).send({}));
    for (const res of answers) {
      expect(res.status).toBeLessThan(300);
      expect(res.text).not.toContain(TEST_PASSWORD);
      expect(res.text).not.toContain('$argon2');
      expect(res.text).not.toMatch(/password/i);
    }
  });
});

/**
 * The per-IP limits need a counter no other test touches: a second app (own database,
 * own rate-limit store or Redis prefix). Every request of the suite comes from 127.0.0.1.
 */
describe('auth rate limits per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows 30 sign-in attempts a minute from one IP, then answers 429 whatever the email', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      await request(t.http).post('/api/auth/login').send({ email: uniqueEmail(), password: 'x' }).expect(401);
    }
    const blocked = await request(t.http).post('/api/auth/login').send({ email: uniqueEmail(), password: 'x' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_LOGINS });
    expect(blocked.headers['retry-after-ip']).toBeDefined();
    // Registration counts separately, and unthrottled routes are untouched.
    await registerShopper(t.http);
    await request(t.http).get('/api/health').expect(200);
  });

  it('allows 60 registrations a minute from one IP, then answers 429', async () => {
    // Invalid bodies are counted too (the limit runs before validation) and cost no hashing.
    for (let attempt = 0; attempt < 59; attempt++) {
      await request(t.http).post('/api/auth/register-shopper').send({}).expect(400);
    }
    const blocked = await request(t.http).post('/api/auth/register-shopper').send({});
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many registration attempts. Please try again later.',
    });
    // The other registration route has its own counter.
    await request(t.http).post('/api/auth/register-client').send({}).expect(400);
  });
});

describe('auth behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('counts the per-IP sign-in limit by the forwarded client address', async () => {
    const attempt = (ip: string) =>
      request(t.http).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: uniqueEmail(), password: 'x' });
    for (let n = 0; n < 30; n++) await attempt('203.0.113.7').expect(401);
    await attempt('203.0.113.7').expect(429);
    await attempt('203.0.113.8').expect(401);
  });
});
