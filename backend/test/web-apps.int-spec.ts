import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script></body></html>';

/** A fake build: what webpack writes for the shell and the shopper remote (no client build). */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'atelier-web-'));
  const shell = join(root, 'shell', 'dist');
  mkdirSync(join(shell, 'assets'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), INDEX_HTML);
  writeFileSync(join(shell, 'main.1a2b3c4d.js'), 'console.log("shell");');
  writeFileSync(join(shell, '242.cfb80684.js'), 'console.log("chunk");');
  writeFileSync(join(shell, 'assets', 'logo.0badc0de.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(shell, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(shell, '.secret'), 'dotfile');
  const shopper = join(root, 'shopper', 'dist');
  mkdirSync(shopper, { recursive: true });
  writeFileSync(join(shopper, 'remoteEntry.js'), 'var shopper = {};');
  writeFileSync(join(shopper, '321.deadbeef.js'), 'console.log("route chunk");');
  writeFileSync(join(shopper, 'index.html'), '<!doctype html><title>standalone</title>');
  return root;
}

describe('web apps on the api origin', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = fakeBuild();
    t = await createTestApp({ WEB_DIST_DIR: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell at / as no-cache HTML, with a CSP the apps can run under', async () => {
    const res = await request(t.http).get('/').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(INDEX_HTML);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('answers deep links and unknown paths with index.html (the shell routes them)', async () => {
    for (const path of ['/tasks/123', '/shopper-dashboard', '/no/such/page', '/register?code=ABC']) {
      const res = await request(t.http).get(path).expect(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed shell files forever and fixed names not at all', async () => {
    const main = await request(t.http).get('/main.1a2b3c4d.js').expect(200);
    expect(main.headers['content-type']).toMatch(/javascript/);
    expect(main.headers['cache-control']).toBe(IMMUTABLE);
    expect(main.text).toBe('console.log("shell");');
    const chunk = await request(t.http).get('/242.cfb80684.js').expect(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const logo = await request(t.http).get('/assets/logo.0badc0de.svg').expect(200);
    expect(logo.headers['cache-control']).toBe(IMMUTABLE);
    const favicon = await request(t.http).get('/favicon.svg').expect(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates index.html with 304 while it is unchanged', async () => {
    const first = await request(t.http).get('/').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    await request(t.http).get('/').set('If-None-Match', etag).expect(304);
  });

  it('answers a missing file-like path with 404, never with the HTML', async () => {
    const res = await request(t.http).get('/main.00000000.js').expect(404);
    expect(res.text).not.toContain('<html');
    const dotfile = await request(t.http).get('/.secret');
    expect(dotfile.text).not.toBe('dotfile');
  });

  it('serves a remote under /remotes/<name>/ with the cache rules', async () => {
    const entry = await request(t.http).get('/remotes/shopper/remoteEntry.js').expect(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.text).toBe('var shopper = {};');
    const chunk = await request(t.http).get('/remotes/shopper/321.deadbeef.js').expect(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    await request(t.http).head('/remotes/shopper/remoteEntry.js').expect(200);
  });

  it('answers unknown /remotes/* paths with 404, never index.html', async () => {
    for (const path of [
      '/remotes/shopper/missing.js',
      '/remotes/shopper/tasks/123',
      '/remotes/client/remoteEntry.js',
      '/remotes/unknown/remoteEntry.js',
      '/remotes/',
      '/remotes/shopper/..%2f..%2fshell%2fdist%2findex.html',
      '/remotes/shopper/%2e%2e/%2e%2e/shell/dist/index.html',
    ]) {
      const res = await request(t.http).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.text).not.toContain('<html');
    }
  });

  it('tells the shell where the remotes are', async () => {
    const res = await request(t.http).get('/config/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      shopper: '/remotes/shopper/remoteEntry.js',
      client: '/remotes/client/remoteEntry.js',
    });
  });

  it('leaves /api and /files to their own handlers', async () => {
    const api = await request(t.http).get('/api/nothing-here').expect(404);
    expect(api.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    await request(t.http).get('/api/health').expect(200);
    const files = await request(t.http).get('/files/uploads/ab/nothing.png');
    expect(files.status).toBe(404);
    expect(files.text).not.toContain('<html');
  });

  it('does not answer writes to app paths with the HTML', async () => {
    const res = await request(t.http).post('/tasks/123').send({}).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });
});

describe('prerendered public pages', () => {
  const LANDING =
    '<!doctype html><html><body><div id="root"><div id="public-root"><h1>Landing</h1></div></div></body></html>';
  const AUTH =
    '<!doctype html><html><body><div id="root"><div id="public-root"><h1>Sign in</h1></div></div></body></html>';
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = fakeBuild();
    mkdirSync(join(root, 'shell', 'dist', 'pages'));
    writeFileSync(join(root, 'shell', 'dist', 'pages', 'index.html'), LANDING);
    writeFileSync(join(root, 'shell', 'dist', 'pages', 'auth.html'), AUTH);
    writeFileSync(join(root, 'shell', 'dist', 'big.0123abcd.js'), `console.log("${'shared module '.repeat(2000)}");`);
    t = await createTestApp({ WEB_DIST_DIR: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a public path with its prerendered page, no-cache, under the same CSP', async () => {
    for (const [path, page] of [
      ['/', LANDING],
      ['/auth', AUTH],
      ['/auth?type=shopper', AUTH],
    ]) {
      const res = await request(t.http).get(path!).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(page);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it("sends the apps' files compressed to a browser that accepts it", async () => {
    const res = await request(t.http).get('/big.0123abcd.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.text).toContain('shared module shared module');
    const plain = await request(t.http).get('/big.0123abcd.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers paths without a prerendered page with index.html', async () => {
    for (const path of ['/help', '/register', '/index', '/pages', '/shopper-dashboard', '/auth/more']) {
      const res = await request(t.http).get(path).expect(200);
      expect(res.text).toBe(INDEX_HTML);
    }
  });
});

describe('web apps not built', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'atelier-web-empty-'));
    t = await createTestApp({ WEB_DIST_DIR: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the api up and answers the app paths with 503 and a hint', async () => {
    await request(t.http).get('/api/health').expect(200);
    for (const path of ['/', '/tasks/123']) {
      const res = await request(t.http).get(path).expect(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toBe('Web app not built: run npm run build');
    }
    await request(t.http).get('/remotes/shopper/remoteEntry.js').expect(404);
    await request(t.http).get('/config/remotes.json').expect(200);
  });
});
