import request from 'supertest';
import { CachedReadInterceptor } from '../src/common/read-cache/cached-read.interceptor';
import { ReadCache } from '../src/common/read-cache/read-cache';
import { TEST_PASSWORD } from './support/accounts';
import { binary } from './support/pdf-text';
import { parsePrometheusText, valueOf } from './support/prometheus-text';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const METRICS_TOKEN = 'kept-reads-metrics-token';

/** Headers that differ between any two answers. */
const PER_ANSWER = ['date', 'keep-alive', 'x-request-id'];
const named = (headers: Record<string, string>) =>
  Object.entries(headers).filter(([name]) => !PER_ANSWER.includes(name));

/**
 * Kept answers of reads are given by a middleware (KeptReadsMiddleware) before the route runs.
 * They must be the answer the route gave the first time, byte for byte and header for header
 * (every header the middleware before it sets: helmet's, the request id); a conditional GET
 * gets a 304; the session is still verified on every request; and they are still counted
 * under their route.
 */
describe('kept reads answered ahead of the route', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;
  let routeRan: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
    await seedItem(t.app, taskId, { name: 'Wool coat' });
    // Every route whose answer is kept runs through the interceptor that keeps it.
    routeRan = jest.spyOn(CachedReadInterceptor.prototype, 'intercept');
  });
  beforeEach(() => routeRan.mockClear());
  afterAll(async () => {
    routeRan.mockRestore();
    await t.close();
  });

  const read = (path: string, token = cast.shopperA.token) =>
    request(t.http).get(path).set('Authorization', `Bearer ${token}`).buffer(true).parse(binary);

  it("is the first answer byte for byte, with helmet's headers and the request id, and never runs the route", async () => {
    for (const path of [`/api/tasks/${taskId}`, '/api/tasks', '/api/me', '/api/tasks?status=DRAFT']) {
      const first = await read(path).expect(200);
      expect(routeRan).toHaveBeenCalledTimes(1);
      const kept = await read(path).expect(200);
      const askedFor = await read(path).set('X-Request-Id', 'kept-read-check').expect(200);
      expect(askedFor.headers['x-request-id']).toBe('kept-read-check');
      expect(routeRan).toHaveBeenCalledTimes(1);
      routeRan.mockClear();

      expect(Buffer.compare(kept.body as Buffer, first.body as Buffer)).toBe(0);
      expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(kept.headers['etag']).toBe(first.headers['etag']);
      expect(kept.headers['content-length']).toBe(String((first.body as Buffer).length));
      expect(kept.headers['content-security-policy']).toContain("script-src 'self'");
      expect(kept.headers['x-content-type-options']).toBe('nosniff');
      expect(kept.headers['x-powered-by']).toBeUndefined();
      expect(kept.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(kept.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      // Every header, in the same order, but those of the moment and the request's own id.
      expect(named(kept.headers)).toEqual(named(first.headers));
    }
  });

  it('answers a conditional GET for the kept answer with a 304 and no body, as the route does', async () => {
    const path = `/api/tasks/${taskId}`;
    const first = await read(path).expect(200);
    const etag = first.headers['etag'];
    // The route's own 304, to compare with: the same bytes under another URL, so not kept yet.
    routeRan.mockClear();
    const viaRoute = await read(`${path}?conditional=1`).set('If-None-Match', etag).expect(304);
    expect(routeRan).toHaveBeenCalledTimes(1);
    routeRan.mockClear();

    for (const ifNoneMatch of [etag, `"other", ${etag}`, '*']) {
      const notModified = await read(path).set('If-None-Match', ifNoneMatch).expect(304);
      expect((notModified.body as Buffer).length).toBe(0);
      expect(notModified.headers['etag']).toBe(etag);
      expect(notModified.headers['content-type']).toBeUndefined();
      expect(notModified.headers['content-length']).toBeUndefined();
      expect(named(notModified.headers)).toEqual(named(viaRoute.headers));
    }
    const changed = await read(path).set('If-None-Match', '"another answer"').expect(200);
    expect(Buffer.compare(changed.body as Buffer, first.body as Buffer)).toBe(0);
    // A request that asks for a fresh answer gets the whole one (as Express's `fresh` decides).
    await read(path).set('If-None-Match', etag).set('Cache-Control', 'no-cache').expect(200);
    expect(routeRan).not.toHaveBeenCalled();
  });

  it('refuses a revoked session on the very next read, though its answer is kept', async () => {
    const path = `/api/tasks/${taskId}`;
    const { body } = await request(t.http)
      .post('/api/auth/login')
      .send({ email: cast.clientA.email, password: TEST_PASSWORD })
      .expect(200);
    const otherDevice = body.token as string;
    await read(path, otherDevice).expect(200);
    await read(path, otherDevice).expect(200);
    await request(t.http)
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${cast.clientA.token}`)
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'another-new-pass' })
      .expect(200);
    const refused = await read(path, otherDevice).expect(401);
    expect(JSON.parse((refused.body as Buffer).toString())).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Authentication required',
    });
  });

  it('never gives the answer kept for one user to another, of this tenant or another', async () => {
    const path = `/api/tasks/${taskId}`;
    await read(path).expect(200);
    const kept = await read(path).expect(200);
    for (const other of [cast.shopperB, cast.clientB]) {
      const refused = await read(path, other.token).expect(404);
      expect(Buffer.compare(refused.body as Buffer, kept.body as Buffer)).not.toBe(0);
      // Not even a 304 for someone who learnt the entity tag.
      await read(path, other.token).set('If-None-Match', kept.headers['etag']).expect(404);
    }
    await read('/api/tasks').expect(200);
    const ownList = await read('/api/tasks', cast.shopperB.token).expect(200);
    expect(JSON.parse((ownList.body as Buffer).toString())).toEqual([]);
  });

  it('hands the request to the route when answering it from the cache fails', async () => {
    const path = `/api/tasks/${taskId}`;
    const kept = await read(path).expect(200);
    jest.spyOn(t.app.get(ReadCache), 'get').mockImplementationOnce(() => {
      throw new Error('A broken cache');
    });
    const answered = await read(path).expect(200);
    expect(routeRan).toHaveBeenCalled();
    expect(Buffer.compare(answered.body as Buffer, kept.body as Buffer)).toBe(0);
  });

  it('counts kept answers in http_request_duration_seconds under their route', async () => {
    const scrape = async () =>
      parsePrometheusText(
        (await request(t.http).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text,
      );
    const path = `/api/tasks/${taskId}`;
    const etag = (await read(path).expect(200)).headers['etag'];
    const before = await scrape();
    await read(path).expect(200);
    await read(path).expect(200);
    await read(path).set('If-None-Match', etag).expect(304);
    await read('/api/me').expect(200);
    await read('/api/me').expect(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, { method: 'GET', ...labels }) - valueOf(before, name, { method: 'GET', ...labels });
    const count = 'http_request_duration_seconds_count';
    expect(delta(count, { route: '/api/tasks/:id', status_code: '200' })).toBe(2);
    expect(delta(count, { route: '/api/tasks/:id', status_code: '304' })).toBe(1);
    expect(delta(count, { route: '/api/me', status_code: '200' })).toBe(2);
    expect(delta('http_request_duration_seconds_sum', { route: '/api/tasks/:id', status_code: '200' })).toBeGreaterThan(
      0,
    );
  });
});
