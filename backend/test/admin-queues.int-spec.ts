import request from 'supertest';
import { QUEUE_DEFINITIONS, queueNames } from '../src/infra/queue/queue-definitions';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

const withRedis = testDatabaseMode() === 'mysql';
const ADMIN = { ADMIN_USER: 'ops', ADMIN_PASSWORD: 'correct horse battery' };
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not found' };

describe('queue dashboard (/admin/queues)', () => {
  describe('without ADMIN_USER and ADMIN_PASSWORD', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('does not exist: 404 with or without credentials, never the web app', async () => {
      for (const path of ['/admin/queues', '/admin/queues/', '/admin/queues/api/queues', '/admin/queues/static/x.js']) {
        const res = await request(t.http).get(path).auth(ADMIN.ADMIN_USER, ADMIN.ADMIN_PASSWORD).expect(404);
        expect(res.body).toEqual(NOT_FOUND);
        expect(res.headers['www-authenticate']).toBeUndefined();
      }
    });
  });

  describe('with ADMIN_USER and ADMIN_PASSWORD', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(ADMIN);
    });
    afterAll(() => t.close());

    if (withRedis) {
      it('challenges a request without credentials or with wrong ones (basic auth)', async () => {
        for (const call of [
          request(t.http).get('/admin/queues'),
          request(t.http).get('/admin/queues').auth('ops', 'wrong horse battery'),
          request(t.http).get('/admin/queues/api/queues').auth('admin', ADMIN.ADMIN_PASSWORD),
        ]) {
          const res = await call.expect(401);
          expect(res.headers['www-authenticate']).toBe('Basic realm="Atelier queues", charset="UTF-8"');
          expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
        }
      });

      it('serves Bull Board with the right credentials, listing every queue', async () => {
        const page = await request(t.http)
          .get('/admin/queues')
          .auth(ADMIN.ADMIN_USER, ADMIN.ADMIN_PASSWORD)
          .expect(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.text).toContain('<title>Atelier queues</title>');
        expect(page.text).toContain('<base href="/admin/queues/" />');

        const api = await request(t.http)
          .get('/admin/queues/api/queues')
          .auth(ADMIN.ADMIN_USER, ADMIN.ADMIN_PASSWORD)
          .expect(200);
        const names = (api.body.queues as Array<{ name: string }>).map((queue) => queue.name);
        expect(names.sort()).toEqual(queueNames(QUEUE_DEFINITIONS).sort());
      });

      it('answers unknown paths under it with 404, not the web app', async () => {
        const res = await request(t.http)
          .get('/admin/queues/no/such/page')
          .auth(ADMIN.ADMIN_USER, ADMIN.ADMIN_PASSWORD)
          .expect(404);
        expect(res.body).toEqual(NOT_FOUND);
      });
    } else {
      it('stays closed without Redis (no BullMQ queues to show): 404', async () => {
        const res = await request(t.http).get('/admin/queues').auth(ADMIN.ADMIN_USER, ADMIN.ADMIN_PASSWORD).expect(404);
        expect(res.body).toEqual(NOT_FOUND);
      });
    }
  });
});
