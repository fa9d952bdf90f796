import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { FetchRefusedError } from './fetch-refused.error';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

const PAGE = '<html><head><title>Blazer</title></head><body>ok</body></html>';

describe('safeFetch', () => {
  let server: Server;
  let base: string;
  let port: number;
  const hits: string[] = [];
  const stalled: ServerResponse[] = [];

  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
    '/page': (_request, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end(PAGE),
    '/host': (request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(request.headers.host),
    '/hop/1': (_request, response) => response.writeHead(302, { Location: '/hop/2' }).end(),
    '/hop/2': (_request, response) => response.writeHead(301, { Location: `${base}/hop/3` }).end(),
    '/hop/3': (_request, response) => response.writeHead(307, { Location: '/page' }).end(),
    '/hop/0': (_request, response) => response.writeHead(308, { Location: '/hop/1' }).end(),
    '/loop': (_request, response) => response.writeHead(302, { Location: '/loop' }).end(),
    '/to-ipv6-loopback': (_request, response) =>
      response.writeHead(302, { Location: `http://[::1]:${port}/page` }).end(),
    '/json': (_request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'),
    '/missing': (_request, response) => response.writeHead(404, { 'Content-Type': 'text/html' }).end('no'),
    '/declared-huge': (_request, response) =>
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(3 * 1024 * 1024) }).end(),
    '/streamed-huge': (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      for (let i = 0; i < 40; i++) response.write('x'.repeat(64 * 1024));
      response.end();
    },
    '/gzip': (_request, response) =>
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }).end(gzipSync(PAGE)),
    '/gzip-bomb': (_request, response) =>
      response
        .writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(50 * 1024 * 1024))),
    '/no-headers': (_request, response) => stalled.push(response),
    '/slow-body': (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.write('<html><head><title>Slow');
      stalled.push(response);
    },
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url!);
      (routes[request.url!] ?? routes['/missing'])(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const response of stalled) response.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => (hits.length = 0));

  const options = (overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
    accept: ['text/html'],
    maxBytes: 2 * 1024 * 1024,
    connectTimeoutMs: 1_000,
    responseTimeoutMs: 1_000,
    allowPrivateHosts: true,
    ...overrides,
  });
  const refusal = async (promise: Promise<unknown>): Promise<FetchRefusedError> => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FetchRefusedError);
    return error as FetchRefusedError;
  };

  it('answers the body with its media type and charset', async () => {
    const fetched = await safeFetch(`${base}/page`, options());
    expect(fetched).toEqual({ url: `${base}/page`, mediaType: 'text/html', charset: 'UTF-8', body: Buffer.from(PAGE) });
  });

  it('follows three redirects, relative or absolute, and answers the final URL', async () => {
    const fetched = await safeFetch(`${base}/hop/1`, options());
    expect(fetched.url).toBe(`${base}/page`);
    expect(hits).toEqual(['/hop/1', '/hop/2', '/hop/3', '/page']);
  });

  it('refuses a fourth redirect and a redirect loop', async () => {
    expect((await refusal(safeFetch(`${base}/hop/0`, options()))).message).toBe('The link redirects too many times.');
    expect(hits).toEqual(['/hop/0', '/hop/1', '/hop/2', '/hop/3']);
    expect((await refusal(safeFetch(`${base}/loop`, options()))).reason).toBe('too-many-redirects');
  });

  it('refuses a private address unless allowed, without connecting', async () => {
    const error = await refusal(safeFetch(`${base}/page`, options({ allowPrivateHosts: false })));
    expect(error).toMatchObject({
      reason: 'private-address',
      message: 'This link points to a private or local network address and cannot be imported.',
    });
    await refusal(safeFetch(`http://[::1]:${port}/page`, options({ allowPrivateHosts: false })));
    await refusal(safeFetch(`http://localhost:${port}/page`, options({ allowPrivateHosts: false })));
    expect(hits).toEqual([]);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const resolve = jest.fn(async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]);
    const error = await refusal(safeFetch('http://shop.example/', options({ allowPrivateHosts: false, resolve })));
    expect(error.reason).toBe('private-address');
    expect(resolve).toHaveBeenCalledWith('shop.example');
  });

  it('checks every redirect: an allowed first hop cannot lead to a refused address', async () => {
    const onlyIpv4Loopback = (address: string) => address === '127.0.0.1';
    const error = await refusal(
      safeFetch(`${base}/to-ipv6-loopback`, options({ allowPrivateHosts: false, isAllowedAddress: onlyIpv4Loopback })),
    );
    expect(error.reason).toBe('private-address');
    expect(hits).toEqual(['/to-ipv6-loopback']);
  });

  it('connects to the address it checked, resolving once per hop (no DNS rebinding)', async () => {
    const answers = ['127.0.0.1', '10.255.255.1'];
    const resolve = jest.fn(async () => [{ address: answers.shift()!, family: 4 }]);
    const fetched = await safeFetch(
      `http://shop.example:${port}/host`,
      options({ allowPrivateHosts: false, isAllowedAddress: (address) => address === '127.0.0.1', resolve }),
    );
    // The request reached the local server, still naming the site in its Host header.
    expect(fetched.body.toString()).toBe(`shop.example:${port}`);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('refuses other schemes, credentials in the link, and names that do not resolve', async () => {
    for (const link of ['ftp://example.com/a', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      expect((await refusal(safeFetch(link, options()))).reason).toBe('bad-url');
    }
    expect((await refusal(safeFetch(`http://user:secret@127.0.0.1:${port}/page`, options()))).reason).toBe('bad-url');
    const resolve = jest.fn(async () => {
      throw new Error('ENOTFOUND');
    });
    expect(await refusal(safeFetch('http://nowhere.example/', options({ resolve })))).toMatchObject({
      reason: 'unreachable',
      message: 'Could not find the site nowhere.example.',
    });
  });

  it('refuses a media type not accepted, before reading the body', async () => {
    expect(await refusal(safeFetch(`${base}/json`, options()))).toMatchObject({
      reason: 'wrong-type',
      message: 'The link leads to application/json.',
    });
    const image = await safeFetch(`${base}/json`, options({ accept: ['image/', 'application/json'] }));
    expect(image.mediaType).toBe('application/json');
  });

  it('refuses an error status', async () => {
    expect((await refusal(safeFetch(`${base}/missing`, options()))).message).toBe(
      'The page answered with an error (HTTP 404).',
    );
  });

  it('stops at the size cap: declared, streamed, or only reached once decompressed', async () => {
    const capped = options({ maxBytes: 1024 * 1024 });
    expect((await refusal(safeFetch(`${base}/declared-huge`, capped))).message).toBe(
      'The page is too large to import (over 1 MB).',
    );
    expect((await refusal(safeFetch(`${base}/streamed-huge`, capped))).reason).toBe('too-large');
    expect((await refusal(safeFetch(`${base}/gzip-bomb`, capped))).reason).toBe('too-large');
    expect((await safeFetch(`${base}/gzip`, capped)).body.toString()).toBe(PAGE);
  });

  it('gives up on a site that sends no answer, or stops sending mid-page', async () => {
    const quick = options({ responseTimeoutMs: 200 });
    const started = Date.now();
    expect(await refusal(safeFetch(`${base}/no-headers`, quick))).toMatchObject({
      reason: 'timeout',
      message: 'The page took too long to load.',
    });
    expect((await refusal(safeFetch(`${base}/slow-body`, quick))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
