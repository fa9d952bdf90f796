import { DataSource } from 'typeorm';
import request from 'supertest';
import { registerClient, registerShopper, type TestAccount } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { TenantDataVersions } from '../src/common/tenant-data/tenant-data-versions';

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

describe('clients', () => {
  let t: TestApp;
  let shopperA: TestAccount;
  let shopperB: TestAccount;
  let amy: TestAccount;
  let bob: TestAccount;
  let zed: TestAccount;
  let carla: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    shopperA = await registerShopper(t.http, { displayName: 'Shopper A' });
    shopperB = await registerShopper(t.http, { displayName: 'Shopper B' });
    zed = await registerClient(t.http, {
      shopperId: shopperA.id,
      displayName: 'zed',
      firstName: 'Zed',
      lastName: 'Last',
    });
    const invite = await request(t.http).post('/api/invite-codes').set(bearer(shopperA)).send({}).expect(201);
    amy = await registerClient(t.http, {
      inviteCode: invite.body.code,
      displayName: 'Amy',
      firstName: 'Amy',
      lastName: 'Ames',
      phone: '+1 555 010 0101',
    });
    bob = await registerClient(t.http, { shopperId: shopperA.id, displayName: 'bob' });
    carla = await registerClient(t.http, { shopperId: shopperB.id, displayName: 'Carla' });
  });
  afterAll(() => t.close());

  const listAs = (account: TestAccount) => request(t.http).get('/api/clients').set(bearer(account));

  it("lists the shopper's clients by display name, however they joined", async () => {
    const res = await listAs(shopperA).expect(200);
    expect(res.body.map((c: { id: string }) => c.id)).toEqual([amy.id, bob.id, zed.id]);
    expect(res.body[0]).toEqual({
      id: amy.id,
      firstName: 'Amy',
      lastName: 'Ames',
      phone: '+1 555 010 0101',
      createdAt: expect.stringMatching(ISO_DATE),
      profile: { displayName: 'Amy', avatarUrl: null },
      user: { email: amy.email },
      status: 'ACTIVE',
      statusChangedAt: null,
      joinedVia: 'INVITE_CODE',
      canDecline: false,
    });
  });

  it('answers nothing beyond the listed fields (no address, no password hash)', async () => {
    const res = await listAs(shopperA).expect(200);
    for (const client of res.body) {
      expect(Object.keys(client).sort()).toEqual([
        'canDecline',
        'createdAt',
        'firstName',
        'id',
        'joinedVia',
        'lastName',
        'phone',
        'profile',
        'status',
        'statusChangedAt',
        'user',
      ]);
      expect(Object.keys(client.user)).toEqual(['email']);
    }
  });

  it("never shows another shopper's clients", async () => {
    const a = await listAs(shopperA).expect(200);
    expect(a.body.map((c: { id: string }) => c.id)).not.toContain(carla.id);
    const b = await listAs(shopperB).expect(200);
    expect(b.body.map((c: { id: string }) => c.id)).toEqual([carla.id]);
    const newcomer = await registerShopper(t.http);
    await listAs(newcomer).expect(200, []);
  });

  it('reads the list in one joined query, however many clients there are', async () => {
    // An earlier test read this list: its kept answer (ReadCache) would make no query at all.
    await t.app.get(TenantDataVersions).raise(shopperA.id);
    const dataSource = t.app.get(DataSource);
    const original = dataSource.logger;
    const clientQueries: string[] = [];
    dataSource.logger = new Proxy(original, {
      get: (target, key, receiver) =>
        key === 'logQuery'
          ? (query: string, ...rest: unknown[]) => {
              // The session lookup joins clients too (for the caller's tenant): not the list's query.
              if (/\bclients\b/.test(query) && !/\btokenVersion\b/.test(query)) clientQueries.push(query);
              return target.logQuery(query, ...(rest as []));
            }
          : Reflect.get(target, key, receiver),
    });
    try {
      await listAs(shopperA).expect(200);
    } finally {
      dataSource.logger = original;
    }
    expect(clientQueries).toHaveLength(1);
    expect(clientQueries[0]).toMatch(/JOIN .*users.* JOIN .*profiles/s);
  });

  it('needs a token (401) and the shopper role (403)', async () => {
    await request(t.http).get('/api/clients').expect(401);
    const res = await listAs(amy).expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: expect.any(String) });
  });
});
