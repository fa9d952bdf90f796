import request from 'supertest';
import { clientRegistration, registerClient, registerShopper, type TestAccount } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const INVALID_CODE = 'Invalid or already used invitation code';
const USED_CODE_NOT_REVOCABLE = 'This invite code has already been used, so it cannot be revoked.';

describe(`revoking invite codes (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let shopper: TestAccount;
  let otherShopper: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await registerShopper(t.http, { displayName: 'Harper Lane' });
    otherShopper = await registerShopper(t.http);
  });
  afterAll(() => t.close());

  const newCode = async (body: object = {}) =>
    (await request(t.http).post('/api/invite-codes').set(bearer(shopper)).send(body).expect(201)).body as {
      id: string;
      code: string;
    };
  const revoke = (account: TestAccount | null, id: string) => {
    const call = request(t.http).post(`/api/invite-codes/${id}/revoke`);
    return account ? call.set(bearer(account)) : call;
  };
  const listed = async () =>
    ((await request(t.http).get('/api/invite-codes').set(bearer(shopper)).expect(200)).body as { id: string }[]).map(
      (code) => code.id,
    );
  const registerWith = (inviteCode: string) =>
    request(t.http).post('/api/auth/register-client').send(clientRegistration({ inviteCode }));

  it('stops an unused code at once: registration refuses it, and it leaves the list', async () => {
    const code = await newCode({ clientName: 'Jane Doe' });
    expect(await listed()).toContain(code.id);

    await revoke(shopper, code.id).expect(204);
    const refused = await registerWith(code.code).expect(400);
    expect(refused.body.message).toBe(INVALID_CODE);
    // In any case, as registration reads codes.
    await registerWith(code.code.toLowerCase()).expect(400);
    const check = await request(t.http).post('/api/auth/invite-code-check').send({ code: code.code }).expect(200);
    expect(check.body).toEqual({ valid: false });
    expect(await listed()).not.toContain(code.id);
    // Again: nothing more to do.
    await revoke(shopper, code.id).expect(204);
    // Gone for Resend too.
    await request(t.http).post(`/api/invite-codes/${code.id}/resend`).set(bearer(shopper)).expect(404);
  });

  it('leaves the other codes working', async () => {
    const kept = await newCode();
    const revoked = await newCode();
    await revoke(shopper, revoked.id).expect(204);
    const joined = await registerWith(kept.code).expect(201);
    expect(joined.body.token).toEqual(expect.any(String));
  });

  it('cannot revoke a used code, and says why', async () => {
    const code = await newCode();
    await registerClient(t.http, { inviteCode: code.code });
    const refused = await revoke(shopper, code.id).expect(409);
    expect(refused.body.message).toBe(USED_CODE_NOT_REVOCABLE);
  });

  it("is the code's shopper's alone", async () => {
    const code = await newCode();
    const client = await registerClient(t.http, { shopperId: shopper.id });
    await revoke(otherShopper, code.id).expect(404);
    await revoke(client, code.id).expect(403);
    await revoke(null, code.id).expect(401);
    await request(t.http).post('/api/invite-codes/not-a-uuid/revoke').set(bearer(shopper)).expect(400);
    // Still usable after all of that.
    await registerWith(code.code).expect(201);
  });

  it('lets one of a revoke and a registration racing for a code win, never both', async () => {
    const code = await newCode();
    const [revoked, registered] = await Promise.all([revoke(shopper, code.id), registerWith(code.code)]);
    const outcome = { revoke: revoked.status, registration: registered.status };
    expect(outcome).toEqual(
      registered.status === 201 ? { revoke: 409, registration: 201 } : { revoke: 204, registration: 400 },
    );
  });
});
