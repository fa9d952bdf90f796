import { writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import request from 'supertest';
import { ObjectStore } from '../src/infra/storage/object-store';
import { createS3Client } from '../src/infra/storage/s3.object-store';
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
    expect(res.headers['etag']).toMatch(/^"[^"]+"$/);
    expect(Date.parse(res.headers['last-modified'])).toBeGreaterThan(Date.now() - 3_600_000);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(TINY_PNG.length));
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

  /** Puts a file Storage never writes among the uploads: beside them on disk, or in the bucket. */
  async function plantStray(uploadsPath: string, content: string): Promise<void> {
    if (!t.config.s3) {
      writeFileSync(join(t.config.dataDir, 'uploads', uploadsPath), content);
      return;
    }
    const client = createS3Client(t.config.s3);
    try {
      await client.send(
        new PutObjectCommand({ Bucket: t.config.s3.bucket, Key: `uploads/${uploadsPath}`, Body: content }),
      );
    } finally {
      client.destroy();
    }
  }

  it('lists no directory and serves no name Storage would not write', async () => {
    const { url, key } = await storage.save(Buffer.from('listed?'), 'png');
    const directory = key.slice(0, 2);
    await plantStray(`${directory}/.hidden`, 'dotfile');
    await plantStray(`${key}.abc123.tmp`, 'partial');
    await plantStray(`${directory}/.${key.slice(3)}.abc123.tmp`, 'partial');
    for (const path of [
      '/files/uploads',
      '/files/uploads/',
      `/files/uploads/${directory}`,
      `/files/uploads/${directory}/`,
      `/files/uploads/${directory}/.hidden`,
      `${url}.abc123.tmp`,
      `/files/uploads/${directory}/.${key.slice(3)}.abc123.tmp`,
      url.toUpperCase(),
    ]) {
      const res = await rawGet(path);
      expect({ path, status: res.status, body: JSON.parse(res.body) }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
  });

  describe('conditional and partial GETs', () => {
    const DIGITS = Buffer.from('0123456789');
    let url: string;
    let etag: string;
    let lastModified: string;
    beforeAll(async () => {
      ({ url } = await storage.save(DIGITS, 'png'));
      const res = await get(url).expect(200);
      etag = res.headers['etag'];
      lastModified = res.headers['last-modified'];
    });

    it('answers 304 without a body to If-None-Match with the ETag, or If-Modified-Since', async () => {
      for (const header of [
        { 'If-None-Match': etag },
        { 'If-None-Match': `"other", ${etag}` },
        { 'If-Modified-Since': lastModified },
      ]) {
        const res = await get(url).set(header).expect(304);
        expect(res.body).toEqual({});
        expect(res.headers['etag']).toBe(etag);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      expect((await get(url).set('If-None-Match', '"another-version"').expect(200)).body).toEqual(DIGITS);
    });

    it('answers one range with 206 and its Content-Range, HEAD included', async () => {
      for (const [range, bytes, contentRange] of [
        ['bytes=2-5', '2345', 'bytes 2-5/10'],
        ['bytes=7-', '789', 'bytes 7-9/10'],
        ['bytes=-3', '789', 'bytes 7-9/10'],
        ['bytes=8-100', '89', 'bytes 8-9/10'],
      ]) {
        const res = await get(url).set('Range', range).expect(206);
        expect({ range, body: (res.body as Buffer).toString() }).toEqual({ range, body: bytes });
        expect(res.headers['content-range']).toBe(contentRange);
        expect(res.headers['content-length']).toBe(String(bytes.length));
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe(SANDBOX);
      }
      const head = await request(t.http).head(url).set('Range', 'bytes=0-0').expect(206);
      expect(head.headers['content-range']).toBe('bytes 0-0/10');
      expect(head.headers['content-length']).toBe('1');
    });

    it('answers 416 to a range past the end', async () => {
      const res = await get(url).set('Range', 'bytes=10-20').expect(416);
      expect(res.headers['content-range']).toBe('bytes */10');
      expect(res.body).toEqual({ statusCode: 416, error: 'Range Not Satisfiable', message: 'Range not satisfiable' });
    });

    it('sends the whole file for a malformed range, several ranges, or an If-Range of another version', async () => {
      for (const headers of [
        { Range: 'garbage' },
        { Range: 'bytes=0-1,5-6' },
        { Range: 'items=0-1' },
        { Range: 'bytes=0-1', 'If-Range': '"another-version"' },
        { Range: 'bytes=0-1', 'If-Range': new Date(Date.parse(lastModified) - 60_000).toUTCString() },
      ]) {
        const res = await get(url).set(headers);
        expect({ headers, status: res.status, body: res.body }).toEqual({ headers, status: 200, body: DIGITS });
      }
      for (const ifRange of [etag, lastModified]) {
        const res = await get(url).set({ Range: 'bytes=0-1', 'If-Range': ifRange }).expect(206);
        expect((res.body as Buffer).toString()).toBe('01');
      }
    });
  });

  it('answers 503 when the store fails, and 404 when a file goes away before its bytes are read', async () => {
    const { url } = await storage.save(Buffer.from('flaky store'), 'pdf');
    const store = t.app.get(ObjectStore);
    const stat = jest.spyOn(store, 'stat').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const unavailable = await get(url).expect(503);
    expect(unavailable.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Files cannot be read right now. Please try again.',
    });
    expect(unavailable.headers['cache-control']).toBeUndefined();
    expect(unavailable.headers['retry-after']).toBe('5');
    stat.mockRestore();
    const stream = jest.spyOn(store, 'stream').mockResolvedValueOnce(null);
    const gone = await get(url).expect(404);
    expect(gone.body).toEqual(NOT_FOUND);
    expect(gone.headers['cache-control']).toBeUndefined();
    stream.mockRestore();
    await get(url).expect(200);
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
