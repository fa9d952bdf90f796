import request from 'supertest';
import { ObjectStore } from '../src/infra/storage/object-store';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

describe('health, errors and documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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

  it('answers 503 with the reason while the file store cannot be used', async () => {
    const check = jest.spyOn(t.app.get(ObjectStore), 'check').mockRejectedValueOnce(new Error('bucket unreachable'));
    try {
      const res = await request(t.http).get('/api/health').expect(503);
      expect(res.body.status).toBe('degraded');
      expect(res.body.storage).toEqual({ status: 'down', kind: expect.any(String), error: 'bucket unreachable' });
    } finally {
      check.mockRestore();
    }
    await request(t.http).get('/api/health').expect(200);
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
    const ui = await request(t.http).get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });
});
