import { writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { Storage } from '../src/infra/storage/storage';
import { registerCast, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** A real 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SANDBOX = "default-src 'none'; sandbox";
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'File not found' };
const SECRET = 'top-secret-signing-key';

interface RawAnswer {
  status: number;
  body: string;
}

describe('files: GET /files/uploads/…', () => {
  let t: TestApp;
  let storage: Storage;

  beforeAll(async () => {
    t = await createTestApp();
    storage = t.app.get(Storage);
    writeFileSync(join(t.config.dataDir, 'jwt-secret'), SECRET);
  });
  afterAll(() => t.close());

  // Images and PDFs arrive as Buffers (superagent's binary parsers); others are only inspected by headers.
  const get = (url: string) => request(t.http).get(url);

  /** Sends the path exactly as written: `..` and `%2e` reach the server untouched. */
  function rawGet(path: string): Promise<RawAnswer> {
    const { port } = (t.http as Server).address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const call = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }));
      });
      call.on('error', reject);
      call.end();
    });
  }

  it('serves an upload without a token, with its type, nosniff, a sandbox CSP and immutable caching', async () => {
    const { url } = await storage.save(TINY_PNG, 'png');
    const res = await get(url).expect(200);
    expect(res.body).toEqual(TINY_PNG);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(SANDBOX);
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['etag']).toBeDefined();
  });

  it('answers HEAD like GET, without a body', async () => {
    const { url } = await storage.save(Buffer.from('%PDF-1.4 head'), 'pdf');
    const res = await request(t.http).head(url).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String('%PDF-1.4 head'.length));
  });

  it.each([
    ['jpg', 'image/jpeg', 'inline'],
    ['gif', 'image/gif', 'inline'],
    ['webp', 'image/webp', 'inline'],
    ['pdf', 'application/pdf', 'inline'],
    ['doc', 'application/msword', 'attachment'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'attachment'],
    // Never stored by the upload calls; if such a file ever existed it would still be inert.
    ['html', 'application/octet-stream', 'attachment'],
    ['svg', 'application/octet-stream', 'attachment'],
  ])('serves .%s as %s, %s', async (ext, contentType, disposition) => {
    const { url } = await storage.save(Buffer.from(`<script>alert("${ext}")</script>`), ext);
    const res = await get(url).expect(200);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.headers['content-disposition']).toBe(disposition);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(SANDBOX);
  });

  it('serves what the upload calls stored', async () => {
    const { shopperA, clientA } = await registerCast(t.http);
    const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id });
    const receipt = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
    const uploaded = await request(t.http)
      .post(`/api/tasks/${task.id}/items/upload-file`)
      .set('Authorization', `Bearer ${shopperA.token}`)
      .field('kind', 'receipt')
      .attach('file', receipt, { filename: 'receipt.pdf', contentType: 'application/pdf' })
      .expect(201);
    const res = await get(uploaded.body.url).expect(200);
    expect(res.body).toEqual(receipt);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toBe(SANDBOX);
  });

  it('answers a JSON 404 for a file that does not exist', async () => {
    const res = await request(t.http)
      .get('/files/uploads/ab/ab' + '0'.repeat(62) + '.png')
      .expect(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    '/files/uploads/../jwt-secret',
    '/files/uploads/../../jwt-secret',
    '/files/uploads/%2e%2e/jwt-secret',
    '/files/uploads/..%2fjwt-secret',
    '/files/uploads/%2e%2e%2fjwt-secret',
    '/files/uploads/ab/../../jwt-secret',
  ])('never leaves the uploads directory: %s', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain(SECRET);
  });

  it('lists no directory and serves no name Storage would not write', async () => {
    const { url, key } = await storage.save(Buffer.from('listed?'), 'png');
    const directory = key.slice(0, 2);
    writeFileSync(join(t.config.dataDir, 'uploads', directory, '.hidden'), 'dotfile');
    writeFileSync(join(t.config.dataDir, 'uploads', directory, `${key.slice(3)}.abc123.tmp`), 'partial');
    for (const path of [
      '/files/uploads',
      '/files/uploads/',
      `/files/uploads/${directory}`,
      `/files/uploads/${directory}/`,
      `/files/uploads/${directory}/.hidden`,
      `${url}.abc123.tmp`,
      url.toUpperCase(),
    ]) {
      const res = await rawGet(path);
      expect({ path, status: res.status, body: JSON.parse(res.body) }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
  });

  it('answers only reads', async () => {
    const { url } = await storage.save(Buffer.from('read only'), 'pdf');
    expect((await request(t.http).post(url).send({}).expect(404)).body).toEqual(NOT_FOUND);
    expect((await request(t.http).delete(url).expect(404)).body).toEqual(NOT_FOUND);
    await get(url).expect(200);
  });

  it('leaves the api prefix alone', async () => {
    await request(t.http).get('/api/files/uploads/ab/x.png').expect(404);
    await request(t.http)
      .get('/api/health')
      .expect((res) => expect(res.status).not.toBe(404));
  });
});
