import request from 'supertest';
import { DataSource } from 'typeorm';
import { ObjectStore } from '../src/infra/storage/object-store';
import { HEALTH_PROBE_TIMINGS } from '../src/modules/health/health.service';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

/**
 * The health probes' monotonic clock (performance.now), moved on by the test so that every
 * cached probe result is stale and the next call probes again, without waiting 5 s.
 */
function probeClock() {
  const realNow = performance.now.bind(performance);
  let offset = 0;
  const spy = jest.spyOn(performance, 'now').mockImplementation(() => realNow() + offset);
  return {
    expireProbeResults: () => {
      offset += HEALTH_PROBE_TIMINGS.freshForMs;
    },
    restore: () => spy.mockRestore(),
  };
}

describe('health, errors and documents', () => {
  let t: TestApp;
  let clock: ReturnType<typeof probeClock>;
  beforeAll(async () => {
    clock = probeClock();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    clock.restore();
  });

  it('reports the database and Redis state', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.database.status).toBe('up');
    expect(res.body.queues.audit).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    if (testDatabaseMode() === 'mysql') {
      expect(res.body.database.kind).toBe('mysql');
      expect(res.body.redis).toEqual({ status: 'up', kind: 'redis' });
      expect(res.body.storage).toEqual({ status: 'up', kind: 's3' });
    } else {
      expect(res.body.database.kind).toBe('better-sqlite3');
      expect(res.body.redis).toEqual({ status: 'disabled', kind: 'inline' });
      expect(res.body.storage).toEqual({ status: 'up', kind: 'local-disk' });
    }
  });

  it('reports the file store down after two failed probes in a row, not after one', async () => {
    const store = t.app.get(ObjectStore);
    const check = jest.spyOn(store, 'check').mockRejectedValue(new Error('bucket unreachable'));
    try {
      clock.expireProbeResults();
      const once = await request(t.http).get('/api/health').expect(200);
      expect(once.body.storage).toEqual({ status: 'up', kind: store.driver });

      clock.expireProbeResults();
      const twice = await request(t.http).get('/api/health').expect(503);
      expect(twice.body.status).toBe('degraded');
      expect(twice.body.storage).toEqual({ status: 'down', kind: store.driver, error: 'bucket unreachable' });
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      check.mockRestore();
    }
    clock.expireProbeResults();
    await request(t.http).get('/api/health').expect(200);
  });

  it('answers concurrent calls from one storage probe, without waiting for it when it is slow', async () => {
    const store = t.app.get(ObjectStore);
    let finishProbe = () => {};
    const check = jest.spyOn(store, 'check').mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishProbe = resolve;
        }),
    );
    try {
      clock.expireProbeResults();
      const started = Date.now();
      const answers = await Promise.all([1, 2, 3].map(() => request(t.http).get('/api/health').expect(200)));
      // Waiting for the probe would take until it is given up on (failAfterMs): it never answers.
      expect(Date.now() - started).toBeLessThan(HEALTH_PROBE_TIMINGS.failAfterMs);
      for (const { body } of answers) expect(body.storage).toEqual({ status: 'up', kind: store.driver });
      expect(check).toHaveBeenCalledTimes(1);
    } finally {
      finishProbe();
      check.mockRestore();
    }
  });

  it('answers liveness and readiness', async () => {
    const live = await request(t.http).get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await request(t.http).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok' });
  });

  it('echoes a request id and sets security headers', async () => {
    const res = await request(t.http).get('/api/health').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const fresh = await request(t.http).get('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown api paths with the JSON error shape', async () => {
    const res = await request(t.http).get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });

  it('answers a malformed JSON body with 400 in the same shape', async () => {
    const res = await request(t.http).post('/api/health').set('Content-Type', 'application/json').send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  });

  it('serves the OpenAPI document and its UI', async () => {
    const json = await request(t.http).get('/api/docs-json').expect(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(json.body.paths['/api/health']).toBeDefined();
    expect(json.body.paths['/api/health/live'].get.responses['200']).toBeDefined();
    expect(json.body.paths['/api/health/ready'].get.responses['503'].headers['Retry-After']).toBeDefined();
    const ui = await request(t.http).get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });
});

describe('readiness while the database cannot be reached', () => {
  let t: TestApp;
  let clock: ReturnType<typeof probeClock>;
  beforeAll(async () => {
    clock = probeClock();
    t = await createTestApp();
    await request(t.http).get('/api/health/ready').expect(200);
    await t.app.get(DataSource).destroy();
  });
  afterAll(async () => {
    await t.close();
    clock.restore();
  });

  it('answers 503 with Retry-After after two failed probes in a row, while liveness still answers', async () => {
    clock.expireProbeResults();
    await request(t.http).get('/api/health/ready').expect(200);

    clock.expireProbeResults();
    const ready = await request(t.http).get('/api/health/ready').expect(503);
    expect(ready.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Service temporarily unavailable. Please try again.',
    });
    expect(ready.headers['retry-after']).toBe('5');

    const report = await request(t.http).get('/api/health').expect(503);
    expect(report.body.database).toEqual({ status: 'down', kind: expect.any(String), error: expect.any(String) });
    const live = await request(t.http).get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
  });
});
