import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { InviteCode } from '../src/modules/invite-codes/invite-code.entity';
import { registerClient, registerShopper, type TestAccount, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const TOO_MANY = { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts. Please try again later.' };

/**
 * The registration forms' own checks: POST /api/auth/invite-code-check and
 * POST /api/auth/email-check. Public, a yes or a no and nothing else, rate-limited per IP.
 */
describe('registration checks', () => {
  let t: TestApp;
  let db: DataSource;
  let shopper: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    shopper = await registerShopper(t.http, { displayName: 'Ava Stone' });
  });
  afterAll(() => t.close());

  const checkCode = (body: object) => request(t.http).post('/api/auth/invite-code-check').send(body);
  const checkEmail = (body: object) => request(t.http).post('/api/auth/email-check').send(body);

  async function inviteCode(invitee: { clientName?: string; clientEmail?: string } = {}): Promise<string> {
    const code = `C${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
    await db
      .getRepository(InviteCode)
      .insert({ id: randomUUID(), code, shopperId: shopper.id, isUsed: false, ...invitee });
    return code;
  }

  describe('POST /api/auth/invite-code-check', () => {
    it('says an unused code is valid, typed in any case and with spaces around, and whose invitation it is', async () => {
      const code = await inviteCode();
      const res = await checkCode({ code: `  ${code.toLowerCase()} ` }).expect(200);
      expect(res.body).toEqual({
        valid: true,
        invitation: { shopperDisplayName: 'Ava Stone', clientName: null, clientEmail: null },
      });
    });

    it('tells the holder of a valid code the name and email the shopper wrote it for', async () => {
      const code = await inviteCode({ clientName: 'Jane Doe', clientEmail: 'jane@example.com' });
      const res = await checkCode({ code }).expect(200);
      expect(res.body).toEqual({
        valid: true,
        invitation: { shopperDisplayName: 'Ava Stone', clientName: 'Jane Doe', clientEmail: 'jane@example.com' },
      });
    });

    it('says a used, a revoked and a made-up code are invalid, alike, and nothing more', async () => {
      const code = await inviteCode({ clientName: 'Jane Doe', clientEmail: 'jane@example.com' });
      await registerClient(t.http, { inviteCode: code });
      const revoked = await inviteCode({ clientName: 'Rex Roe', clientEmail: 'rex@example.com' });
      await db.getRepository(InviteCode).update({ code: revoked }, { revokedAt: new Date() });
      const used = await checkCode({ code }).expect(200);
      expect(used.body).toEqual({ valid: false });
      expect((await checkCode({ code: revoked }).expect(200)).body).toEqual(used.body);
      expect((await checkCode({ code: 'NOSUCHCODE' }).expect(200)).body).toEqual(used.body);
    });

    it('asks for a code', async () => {
      const res = await checkCode({ code: '   ' }).expect(400);
      expect(res.body.message).toEqual(['Invitation code is required']);
    });

    it('needs no sign-in, and claims nothing: the code still registers a client', async () => {
      const code = await inviteCode();
      await checkCode({ code }).set('Authorization', 'Bearer not-a-token').expect(200);
      await registerClient(t.http, { inviteCode: code });
    });
  });

  describe('POST /api/auth/email-check', () => {
    it('says a free email is available and a registered one is not, whatever its case', async () => {
      expect((await checkEmail({ email: uniqueEmail('free') }).expect(200)).body).toEqual({ available: true });
      const taken = await checkEmail({ email: `  ${shopper.email.toUpperCase()} ` }).expect(200);
      expect(taken.body).toEqual({ available: false });
    });

    it('refuses a malformed email with the sign-up message', async () => {
      const res = await checkEmail({ email: 'not-an-email' }).expect(400);
      expect(res.body.message).toEqual(['Invalid email address']);
    });
  });
});

/** The per-IP limits need counters no other test touches: a second app. Every request comes from 127.0.0.1. */
describe('registration check rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows 20 checks of each kind a minute from one IP, counted apart, then answers 429', async () => {
    const checkCode = (code: string) => request(t.http).post('/api/auth/invite-code-check').send({ code });
    const checkEmail = () => request(t.http).post('/api/auth/email-check').send({ email: uniqueEmail() });
    for (let attempt = 0; attempt < 20; attempt++) await checkCode(`GUESS${attempt}`).expect(200);
    const blockedCode = await checkCode('GUESS20');
    expect(blockedCode.status).toBe(429);
    expect(blockedCode.body).toEqual(TOO_MANY);

    for (let attempt = 0; attempt < 20; attempt++) await checkEmail().expect(200);
    const blockedEmail = await checkEmail();
    expect(blockedEmail.status).toBe(429);
    expect(blockedEmail.body).toEqual(TOO_MANY);
  });
});
