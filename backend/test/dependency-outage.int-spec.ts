import { connect, createServer, type Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerShopper, type TestAccount } from './support/accounts';
import { eventually } from './support/eventually';
import { type Cast, registerCast, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { startTestBucket, type TestBucket } from './support/test-bucket';
import { createTestDatabase, type TestDatabase, testDatabaseMode } from './support/test-database';

const UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Service temporarily unavailable. Please try again.',
};

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/**
 * A loopback TCP proxy to a server, that the test can cut (the listener closes, so new
 * connections are refused, and open ones are reset, as when a database host goes away) and
 * restore on the same port.
 */
async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as { port: number }).port;
  return {
    port,
    cut: () => {
      server.close();
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore: () => (server.listening ? Promise.resolve() : listen(port)),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}

/** Warnings of the outage log and errors of the exception filter, as logged through Nest's Logger. */
function watchLogs() {
  const warn = jest.spyOn(Logger.prototype, 'warn');
  const error = jest.spyOn(Logger.prototype, 'error');
  // Each Logger is named by its context (protected): the one of the class that logs.
  const loggedBy = (spy: jest.SpyInstance, context: string) =>
    spy.mock.calls.filter((_, index) => (spy.mock.contexts[index] as { context?: string }).context === context);
  return {
    outageWarnings: () => loggedBy(warn, 'DependencyOutage'),
    filterErrors: () => loggedBy(error, 'HttpExceptionFilter'),
    restore: () => {
      warn.mockRestore();
      error.mockRestore();
    },
  };
}

describe('a database that cannot be reached', () => {
  const mysql = testDatabaseMode() === 'mysql';
  let t: TestApp;
  let cast: Cast;
  let taskId: string;
  // MariaDB is reached through a proxy the test cuts; SQLite's file is closed under the app.
  let database: TestDatabase | null = null;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>> | null = null;

  beforeAll(async () => {
    if (mysql) {
      database = await createTestDatabase();
      const url = new URL(database.url);
      proxy = await cuttableProxy({ host: url.hostname, port: Number(url.port || 3306) });
      url.host = `127.0.0.1:${proxy.port}`;
      t = await createTestApp({ DATABASE_URL: url.toString() });
    } else {
      t = await createTestApp();
    }
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
  });
  afterAll(async () => {
    await proxy?.restore();
    await t.close();
    await proxy?.close();
    await database?.drop();
  });

  const sendMessage = (content: string) =>
    request(t.http).post(`/api/tasks/${taskId}/messages`).set(bearer(cast.clientA)).send({ content });

  it('answers a signed-in write 503 with Retry-After, and warns once for the outage', async () => {
    await sendMessage('Before the outage').expect(201);
    const logs = watchLogs();
    try {
      if (proxy) proxy.cut();
      else await t.app.get(DataSource).destroy();

      for (const content of ['Is the blazer in stock?', 'Hello?']) {
        const res = await sendMessage(content);
        expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: UNAVAILABLE });
        expect(res.headers['retry-after']).toBe('5');
      }
      expect(logs.outageWarnings()).toEqual([
        [expect.objectContaining({ dependency: 'database', method: 'POST' }), expect.stringContaining('database')],
      ]);
      expect(logs.filterErrors()).toEqual([]);
    } finally {
      logs.restore();
    }
  });

  if (mysql) {
    it('answers again once the database is back', async () => {
      await proxy?.restore();
      const sent = await eventually(async () => {
        const res = await sendMessage('Back again');
        return res.status === 201 && res;
      });
      expect(sent.body.content).toBe('Back again');
    });
  }
});

describe('a file store that cannot be reached', () => {
  let t: TestApp;
  let bucket: TestBucket;
  let shopper: TestAccount;

  beforeAll(async () => {
    // A bucket of the test's own in both modes (SQLite mode otherwise keeps files in DATA_DIR).
    bucket = await startTestBucket();
    t = await createTestApp(bucket.env);
    shopper = await registerShopper(t.http);
  });
  afterAll(() => t.close());

  const png = (background: string) =>
    sharp({ create: { width: 40, height: 40, channels: 3, background } })
      .png()
      .toBuffer();
  const uploadAvatar = (bytes: Buffer) =>
    request(t.http).post('/api/upload-avatar').set(bearer(shopper)).attach('file', bytes, 'me.png');

  it('answers an upload 503 with Retry-After, and warns once for the outage', async () => {
    // Nothing uploaded before: the worker would still be making its variants when the bucket stops.
    await bucket.close();
    const logs = watchLogs();
    try {
      for (const background of ['#a37', '#37a']) {
        const res = await uploadAvatar(await png(background));
        expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: UNAVAILABLE });
        expect(res.headers['retry-after']).toBe('5');
      }
      expect(logs.outageWarnings()).toEqual([
        [expect.objectContaining({ dependency: 'storage', url: '/api/upload-avatar' }), expect.any(String)],
      ]);
      expect(logs.filterErrors()).toEqual([]);
    } finally {
      logs.restore();
    }
  });
});
