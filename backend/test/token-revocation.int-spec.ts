import { createHmac, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { AccessTokenVerifier } from '../src/common/auth/access-token-verifier';
import { Shopper } from '../src/modules/shoppers/shopper.entity';
import { User } from '../src/modules/users/entities/user.entity';
import { registerClient, registerShopper, TEST_PASSWORD, type TestAccount, uniqueEmail } from './support/accounts';
import { countQueries } from './support/query-counter';
import { testDatabaseMode } from './support/test-database';
import { createTestApp, type TestApp } from './support/test-app';

const UNAUTHORIZED = { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' };

/**
 * Issue 13, item 3: a token is only as good as the account it names, now. The signature and
 * expiry are not enough: the user must exist, the role is the stored one, the claims must
 * have the right shape, and a password change ends every session but the one that made it.
 */
describe('token revocation', () => {
  let t: TestApp;
  let db: DataSource;
  let shopper: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    shopper = await registerShopper(t.http);
  });
  afterAll(() => t.close());

  /**
   * A token signed with the app's own secret over exactly `payload`, built by hand: a JWT
   * library would refuse to sign some of the malformed claims these tests need.
   */
  const signed = (payload: unknown) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
    return `${body}.${createHmac('sha256', t.config.jwtSecret).update(body).digest('base64url')}`;
  };
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const login = async (account: TestAccount, password = TEST_PASSWORD) =>
    (await request(t.http).post('/api/auth/login').send({ email: account.email, password }).expect(200)).body
      .token as string;

  describe('a validly signed token of a user that no longer exists', () => {
    it('is refused on GET /api/clients and POST /api/invite-codes', async () => {
      const gone = await registerShopper(t.http);
      await request(t.http).get('/api/clients').set(bearer(gone.token)).expect(200);
      await db.getRepository(Shopper).delete({ userId: gone.id });
      await db.getRepository(User).delete({ id: gone.id });

      const list = await request(t.http).get('/api/clients').set(bearer(gone.token));
      expect(list.status).toBe(401);
      expect(list.body).toEqual(UNAUTHORIZED);
      const create = await request(t.http).post('/api/invite-codes').set(bearer(gone.token)).send({});
      expect(create.status).toBe(401);
      expect(create.body).toEqual(UNAUTHORIZED);
    });

    it('is refused when the id was never a user', async () => {
      const token = signed({ sub: randomUUID(), ver: 0, exp: inAnHour() });
      const res = await request(t.http).post('/api/invite-codes').set(bearer(token)).send({});
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });
  });

  it('refuses a token once it has expired, though it was accepted (and remembered) before', async () => {
    const soon = Math.floor(Date.now() / 1000) + 2;
    const token = signed({ sub: shopper.id, ver: 0, exp: soon });
    await request(t.http).get('/api/clients').set(bearer(token)).expect(200);
    await new Promise((resolve) => setTimeout(resolve, soon * 1000 - Date.now() + 50));
    const res = await request(t.http).get('/api/clients').set(bearer(token));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  it("takes the role from the database, not from the token's claims", async () => {
    const client = await registerClient(t.http, { shopperId: shopper.id });
    const posing = signed({ sub: client.id, ver: 0, role: 'SHOPPER', exp: inAnHour() });
    const res = await request(t.http).get('/api/clients').set(bearer(posing));
    expect(res.status).toBe(403);
    expect((await request(t.http).get('/api/me').set(bearer(posing)).expect(200)).body.user.role).toBe('CLIENT');

    // A role changed in the database applies to tokens issued before the change.
    await db.getRepository(User).update({ id: client.id }, { role: 'SHOPPER' });
    await request(t.http).get('/api/clients').set(bearer(client.token)).expect(200);
  });

  it("reads each user's tenant with the session: a client's shopper, a shopper's own, none with neither row", async () => {
    const client = await registerClient(t.http, { shopperId: shopper.id });
    const other = await registerShopper(t.http);
    // Neither a shopper nor a client: no tenant, so no read of theirs is ever kept.
    const bare = await db
      .getRepository(User)
      .save({ email: uniqueEmail('bare'), password: 'not a hash', role: 'SHOPPER' as const });
    const tenantOf = async (account: TestAccount) => {
      const { dataVersion } = await db
        .getRepository(Shopper)
        .createQueryBuilder('shopper')
        .select('shopper.dataVersion', 'dataVersion')
        .where('shopper.userId = :id', { id: account.id })
        .getRawOne();
      return { id: account.id, dataVersion: Number(dataVersion) };
    };
    const tokens = [client.token, shopper.token, other.token, signed({ sub: bare.id, ver: 0, exp: inAnHour() })];
    // All at once: on MariaDB, one statement for the four users.
    const sessions = await Promise.all(tokens.map((token) => t.app.get(AccessTokenVerifier).verify(token)));
    expect(sessions.map(({ id, tenant }) => ({ id, tenant }))).toEqual([
      { id: client.id, tenant: await tenantOf(shopper) },
      { id: shopper.id, tenant: await tenantOf(shopper) },
      { id: other.id, tenant: await tenantOf(other) },
      { id: bare.id, tenant: null },
    ]);
  });

  it.each([
    ['without sub', () => ({ ver: 0, exp: inAnHour() })],
    ['with an object sub', () => ({ sub: { id: shopper.id }, ver: 0, exp: inAnHour() })],
    ['with a numeric sub', () => ({ sub: 1, ver: 0, exp: inAnHour() })],
    ['with a sub that is not a user id', () => ({ sub: `${shopper.id}' OR '1'='1`, ver: 0, exp: inAnHour() })],
    ['without ver', () => ({ sub: shopper.id, exp: inAnHour() })],
    ['with a text ver', () => ({ sub: shopper.id, ver: '0', exp: inAnHour() })],
    ['with a fractional ver', () => ({ sub: shopper.id, ver: 0.5, exp: inAnHour() })],
    ['without exp', () => ({ sub: shopper.id, ver: 0 })],
    ['with a text exp', () => ({ sub: shopper.id, ver: 0, exp: String(inAnHour()) })],
  ])('refuses a token %s with 401', async (_case, claims) => {
    for (const [method, path] of [
      ['get', '/api/me'],
      ['get', '/api/clients'],
      ['post', '/api/invite-codes'],
    ] as const) {
      const call = method === 'get' ? request(t.http).get(path) : request(t.http).post(path).send({});
      const res = await call.set(bearer(signed(claims())));
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    }
  });

  it.each([
    ['text', 'just text'],
    ['a list', ['not', 'an', 'object']],
    ['null', null],
  ])('refuses a payload that is %s', async (_case, payload) => {
    const res = await request(t.http)
      .get('/api/me')
      .set(bearer(signed(payload)));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  it('accepts the same claims well formed (the tests above fail for their one defect)', async () => {
    await request(t.http)
      .get('/api/me')
      .set(bearer(signed({ sub: shopper.id, ver: 0, exp: inAnHour() })))
      .expect(200);
  });

  describe('a password change', () => {
    it('ends every other session, and the one that changed it continues with a fresh token', async () => {
      const account = await registerShopper(t.http);
      const otherDevice = await login(account);
      await request(t.http).get('/api/me').set(bearer(otherDevice)).expect(200);

      const changed = await request(t.http)
        .post('/api/auth/change-password')
        .set(bearer(account.token))
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' })
        .expect(200);
      const fresh = changed.body.token as string;

      for (const stale of [account.token, otherDevice]) {
        const res = await request(t.http).get('/api/me').set(bearer(stale));
        expect(res.status).toBe(401);
        expect(res.body).toEqual(UNAUTHORIZED);
      }
      expect((await request(t.http).get('/api/me').set(bearer(fresh)).expect(200)).body.user.id).toBe(account.id);
      // Signing in again gives a token of the new version too.
      await request(t.http)
        .get('/api/me')
        .set(bearer(await login(account, 'brand-new-pass')))
        .expect(200);
    });

    it('bumps the version once per change, so a second change ends the first fresh token', async () => {
      const account = await registerShopper(t.http);
      const change = (token: string, currentPassword: string, newPassword: string) =>
        request(t.http)
          .post('/api/auth/change-password')
          .set(bearer(token))
          .send({ currentPassword, newPassword })
          .expect(200);
      const first = (await change(account.token, TEST_PASSWORD, 'second-pass')).body.token as string;
      const second = (await change(first, 'second-pass', 'third-pass')).body.token as string;
      await request(t.http).get('/api/me').set(bearer(first)).expect(401);
      await request(t.http).get('/api/me').set(bearer(second)).expect(200);
      expect((await db.getRepository(User).findOneByOrFail({ id: account.id })).tokenVersion).toBe(2);
    });

    it('changes nothing when refused', async () => {
      const account = await registerShopper(t.http);
      await request(t.http)
        .post('/api/auth/change-password')
        .set(bearer(account.token))
        .send({ currentPassword: 'not-the-password', newPassword: 'brand-new-pass' })
        .expect(400);
      await request(t.http).get('/api/me').set(bearer(account.token)).expect(200);
    });
  });

  /**
   * On MariaDB, concurrent requests' session lookups are sent as one statement per turn of the
   * event loop: each request must still get its own user's session, and one that is current
   * when it arrives (never the answer of a statement sent before it).
   */
  describe('many requests at once', () => {
    const onMysql = testDatabaseMode() === 'mysql';
    const sessionStatements = (queries: string[]) => queries.filter((query) => /AS [`"]tokenVersion[`"]/.test(query));
    const burst = (tokens: string[]) => getTogether(t.app.getHttpServer() as Server, tokens);

    it("answers each request with its own user's session, in fewer statements than requests", async () => {
      const client = await registerClient(t.http, { shopperId: shopper.id });
      const accounts = [shopper, client, await registerShopper(t.http)];
      // 20 requests of each user, interleaved, once uncached and once from the read cache.
      const tokens = Array.from({ length: 20 }, () => accounts.map((account) => account.token)).flat();
      for (const round of ['first', 'kept']) {
        const { result, queries } = await countQueries(t.app, () => burst(tokens));
        expect(result.map(({ status, body }) => ({ round, status, user: body.user }))).toEqual(
          tokens.map((_token, index) => {
            const account = accounts[index % accounts.length];
            const role = account === client ? 'CLIENT' : 'SHOPPER';
            return { round, status: 200, user: expect.objectContaining({ id: account.id, role }) };
          }),
        );
        const statements = sessionStatements(queries).length;
        expect(statements).toBeGreaterThan(0);
        if (onMysql) expect(statements).toBeLessThan(tokens.length);
      }
    });

    it('logs one session statement for a single request', async () => {
      await request(t.http).get('/api/me').set(bearer(shopper.token)).expect(200);
      const { queries } = await countQueries(t.app, () =>
        request(t.http).get('/api/me').set(bearer(shopper.token)).expect(200),
      );
      expect(sessionStatements(queries)).toHaveLength(1);
    });

    it('refuses every request of a burst made after a password change, mixed with valid ones', async () => {
      const account = await registerShopper(t.http);
      const other = await registerShopper(t.http);
      const otherDevice = await login(account);
      await burst([otherDevice, other.token, otherDevice, other.token]);
      await request(t.http)
        .post('/api/auth/change-password')
        .set(bearer(account.token))
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' })
        .expect(200);
      const tokens = Array.from({ length: 20 }, () => [otherDevice, account.token, other.token]).flat();
      const { result, queries } = await countQueries(t.app, () => burst(tokens));
      expect(result.map(({ status }) => status)).toEqual(tokens.map((token) => (token === other.token ? 200 : 401)));
      if (onMysql) expect(sessionStatements(queries).length).toBeLessThan(tokens.length);
    });

    // MariaDB only: SQLite looks a session up synchronously, so no lookup is ever on its way.
    if (onMysql) {
      it('never answers a request from a statement sent before it arrived (MariaDB)', async () => {
        const account = await registerShopper(t.http);
        const otherDevice = await login(account);
        await request(t.http).get('/api/me').set(bearer(otherDevice)).expect(200);
        // The next session lookup's answer is held back, so it is still on its way while the
        // session is revoked and the burst arrives: no request of the burst may wait for it.
        const pool = (db.driver as MysqlDriver).pool as {
          execute(sql: string, values: unknown[], callback: (...result: unknown[]) => void): void;
        };
        const execute = pool.execute;
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        let holding = true;
        const spy = jest.spyOn(pool, 'execute').mockImplementation((sql, values, callback) => {
          if (!holding || !/tokenVersion/.test(sql)) return execute.call(pool, sql, values, callback);
          holding = false;
          execute.call(pool, sql, values, (...result: unknown[]) => void released.then(() => callback(...result)));
        });
        try {
          const before = request(t.http).get('/api/me').set(bearer(otherDevice));
          const beforeDone = before.then((res) => res.status);
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect(holding).toBe(false);
          // What a password change commits (the API's own lookup would wait behind the held one).
          await db.getRepository(User).increment({ id: account.id }, 'tokenVersion', 1);
          const burstDone = burst(Array.from({ length: 20 }, () => otherDevice));
          await new Promise((resolve) => setTimeout(resolve, 50));
          release();
          expect((await burstDone).map(({ status }) => status)).toEqual(Array.from({ length: 20 }, () => 401));
          // Asked for before the change, so answered as it stood then.
          expect(await beforeDone).toBe(200);
        } finally {
          release();
          spy.mockRestore();
        }
      });
    }
  });
});

/**
 * GET /api/me once per token, all at once: every connection is opened and accepted by the
 * server first (it accepts about one per turn of its event loop), then every request written
 * in one go, so the server reads them all in the same turn (supertest's requests would reach
 * it a turn or more apart). Each answer: its status and JSON body.
 */
async function getTogether(
  server: Server,
  tokens: string[],
): Promise<{ status: number; body: Record<string, unknown> }[]> {
  const { port } = server.address() as AddressInfo;
  let accept = () => {};
  const accepted = new Promise<void>((resolve) => (accept = resolve));
  let connections = 0;
  const onConnection = () => {
    connections += 1;
    if (connections === tokens.length) accept();
  };
  server.on('connection', onConnection);
  const sockets = tokens.map(() => connect(port, '127.0.0.1'));
  const answers = sockets.map(
    (socket) =>
      new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.once('end', () => resolve(Buffer.concat(chunks).toString()));
        socket.once('error', reject);
      }),
  );
  await accepted;
  server.off('connection', onConnection);
  sockets.forEach((socket, index) =>
    socket.write(
      `GET /api/me HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${tokens[index]}\r\nConnection: close\r\n\r\n`,
    ),
  );
  return (await Promise.all(answers)).map((answer) => ({
    status: Number(answer.split(' ')[1]),
    body: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)),
  }));
}
