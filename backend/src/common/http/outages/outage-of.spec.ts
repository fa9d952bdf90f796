import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer, connect, type Socket } from 'node:net';
import { readFile } from 'node:fs/promises';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Redis, type RedisOptions } from 'ioredis';
import { createConnection, createPool } from 'mysql2';
import { createTransport } from 'nodemailer';
import { ConnectionClosedError, ProtocolError, TimeoutError } from 'puppeteer-core';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';
import {
  CannotExecuteNotConnectedError,
  ConnectionIsNotSetError,
  DataSource,
  EntityNotFoundError,
  QueryFailedError,
  TypeORMError,
} from 'typeorm';
import { BrowserService, BrowserUnavailableError } from '../../../infra/browser/browser.service';
import { DependencyUnavailableError } from './dependency-unavailable.error';
import { outageOf } from './outage-of';

/*
 * Every error here is made by the library itself, against servers on the loopback interface
 * that refuse, hang up, stall or answer with an error, except where noted: those are built
 * the way the library builds them.
 */

interface LoopbackServer {
  port: number;
  close(): Promise<void>;
}

/** A TCP server on a free loopback port that hands each connection to `onConnection`. */
async function tcpServer(onConnection: (socket: Socket) => void): Promise<LoopbackServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function httpServer(listener: RequestListener): Promise<LoopbackServer> {
  const server = createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = await tcpServer(() => undefined);
  await server.close();
  return server.port;
}

const sqliteDataSource = (database: string) => new DataSource({ type: 'better-sqlite3', database });

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('outageOf: the database', () => {
  /** One MySQL protocol packet holding an ERR, as a server sends in place of its handshake. */
  function mysqlErrorPacket(errno: number, message: string): Buffer {
    const payload = Buffer.concat([Buffer.from([0xff, errno & 0xff, errno >> 8]), Buffer.from(message)]);
    return Buffer.concat([Buffer.from([payload.length & 0xff, (payload.length >> 8) & 0xff, 0, 0]), payload]);
  }

  function mysqlQueryError(port: number): Promise<unknown> {
    const connection = createConnection({ host: '127.0.0.1', port, user: 'atelier' });
    connection.on('error', () => undefined);
    return rejectionOf(
      new Promise((resolve, reject) =>
        connection.query('SELECT 1', (error) => (error ? reject(error) : resolve(null))),
      ),
    );
  }

  it('recognises mysql2 failing to reach the server, or losing it', async () => {
    const refused = await mysqlQueryError(await closedPort());
    expect(refused).toMatchObject({ code: 'ECONNREFUSED', fatal: true });
    expect(outageOf(refused)).toBe('database');

    const hangsUp = await tcpServer((socket) => socket.end());
    try {
      const lost = await mysqlQueryError(hangsUp.port);
      expect(lost).toMatchObject({ code: 'PROTOCOL_CONNECTION_LOST', fatal: true });
      expect(outageOf(lost)).toBe('database');
    } finally {
      await hangsUp.close();
    }
  });

  it('recognises a server that is full, but not one that refuses the login', async () => {
    const full = await tcpServer((socket) => socket.end(mysqlErrorPacket(1040, 'Too many connections')));
    const denies = await tcpServer((socket) =>
      socket.end(mysqlErrorPacket(1045, "Access denied for user 'atelier'@'localhost'")),
    );
    try {
      const tooMany = await mysqlQueryError(full.port);
      expect(tooMany).toMatchObject({ code: 'ER_CON_COUNT_ERROR' });
      expect(outageOf(tooMany)).toBe('database');

      const denied = await mysqlQueryError(denies.port);
      expect(denied).toMatchObject({ code: 'ER_ACCESS_DENIED_ERROR' });
      expect(outageOf(denied)).toBeNull();
    } finally {
      await Promise.all([full.close(), denies.close()]);
    }
  });

  it('recognises a closed pool and a connection that died, and TypeORM wrapping them', async () => {
    const pool = createPool({ host: '127.0.0.1', port: await closedPort() });
    await new Promise((resolve) => pool.end(resolve));
    const poolClosed = await rejectionOf(new Promise((resolve, reject) => pool.getConnection((e) => reject(e))));
    expect(poolClosed).toMatchObject({ message: 'Pool is closed.' });
    expect(outageOf(poolClosed)).toBe('database');

    const connection = createConnection({ host: '127.0.0.1', port: await closedPort() });
    connection.on('error', () => undefined);
    const run = () =>
      new Promise((resolve, reject) => connection.query('SELECT 1', (e) => (e ? reject(e) : resolve(0))));
    await rejectionOf(run());
    const closedState = await rejectionOf(run());
    expect(closedState).toMatchObject({ message: "Can't add new command when connection is in closed state" });
    expect(outageOf(closedState)).toBe('database');
    // MysqlQueryRunner wraps what the driver reports in a QueryFailedError.
    expect(outageOf(new QueryFailedError('SELECT 1', [], closedState as Error))).toBe('database');
  });

  it('recognises a destroyed DataSource on better-sqlite3 and on mysql', async () => {
    const dataSource = await sqliteDataSource(':memory:').initialize();
    await dataSource.destroy();
    const notOpen = await rejectionOf(dataSource.query('SELECT 1'));
    expect(notOpen).toBeInstanceOf(QueryFailedError);
    expect(outageOf(notOpen)).toBe('database');

    // As MysqlDriver throws them once destroyed (it needs a server to be initialized first).
    expect(outageOf(new TypeORMError('Connection is not established with mysql database'))).toBe('database');
    expect(outageOf(new ConnectionIsNotSetError('mysql'))).toBe('database');
    expect(outageOf(new CannotExecuteNotConnectedError())).toBe('database');
  });

  it('recognises better-sqlite3 on a closed database or a file it cannot open', async () => {
    const dataSource = await sqliteDataSource(':memory:').initialize();
    // A statement prepared while it was open, as the session lookup prepares its own.
    const statement = (dataSource.driver as BetterSqlite3Driver).databaseConnection.prepare('SELECT 1');
    await dataSource.destroy();
    const closed = catchSync(() => statement.get());
    expect(closed).toMatchObject({ message: 'The database connection is not open' });
    expect(outageOf(closed)).toBe('database');

    const cannotOpen = await rejectionOf(sqliteDataSource(__dirname).initialize());
    expect(cannotOpen).toMatchObject({ code: 'SQLITE_CANTOPEN' });
    expect(outageOf(cannotOpen)).toBe('database');
  });

  it('leaves failures of the query itself alone', async () => {
    const dataSource = await sqliteDataSource(':memory:').initialize();
    await dataSource.query('CREATE TABLE t (x UNIQUE)');
    await dataSource.query('INSERT INTO t VALUES (1)');
    const duplicate = await rejectionOf(dataSource.query('INSERT INTO t VALUES (1)'));
    await dataSource.destroy();
    expect(duplicate).toMatchObject({ driverError: { code: 'SQLITE_CONSTRAINT_UNIQUE' } });
    expect(outageOf(duplicate)).toBeNull();
    expect(outageOf(new EntityNotFoundError('Item', { id: 'x' }))).toBeNull();
    expect(outageOf(new TypeORMError("Transactions aren't supported by better-sqlite3."))).toBeNull();
  });
});

describe('outageOf: Redis', () => {
  const clients: Redis[] = [];
  const redis = (options: RedisOptions) => {
    // A disconnect waits this long for the socket to close (2 s by default) with a timer of its own.
    const client = new Redis({ disconnectTimeout: 10, ...options });
    client.on('error', () => undefined);
    clients.push(client);
    return client;
  };
  // Before the servers close: a client still reconnecting would keep them open.
  const disconnectAll = () => {
    for (const client of clients.splice(0)) client.disconnect();
  };
  afterEach(disconnectAll);

  it('recognises ioredis without a connection: retries spent, offline queue off, closed', async () => {
    const port = await closedPort();
    const retried = await rejectionOf(redis({ port, maxRetriesPerRequest: 1, retryStrategy: () => 10 }).get('k'));
    expect(retried).toMatchObject({ name: 'MaxRetriesPerRequestError' });
    expect(outageOf(retried)).toBe('redis');

    const offline = await rejectionOf(redis({ port, enableOfflineQueue: false }).get('k'));
    expect(offline).toMatchObject({ message: "Stream isn't writeable and enableOfflineQueue options is false" });
    expect(outageOf(offline)).toBe('redis');

    const closed = await rejectionOf(redis({ port, retryStrategy: () => null }).get('k'));
    expect(closed).toMatchObject({ message: 'Connection is closed.' });
    expect(outageOf(closed)).toBe('redis');
  });

  it('recognises a server that does not answer in time, but not one that refuses the command', async () => {
    const silent = await tcpServer(() => undefined);
    // One error per command received (each starts with its array header, "*<count>").
    const refuses = await tcpServer((socket) =>
      socket.on('data', (data) => {
        for (const _ of String(data).matchAll(/^\*\d+\r$/gm)) socket.write('-ERR unknown command\r\n');
      }),
    );
    try {
      const timedOut = await rejectionOf(
        redis({ port: silent.port, commandTimeout: 50, enableReadyCheck: false }).get('k'),
      );
      expect(timedOut).toMatchObject({ message: 'Command timed out' });
      expect(outageOf(timedOut)).toBe('redis');

      const replyError = await rejectionOf(redis({ port: refuses.port, enableReadyCheck: false }).get('k'));
      expect(replyError).toMatchObject({ name: 'ReplyError' });
      expect(outageOf(replyError)).toBeNull();
    } finally {
      disconnectAll();
      await Promise.all([silent.close(), refuses.close()]);
    }
  });
});

describe('outageOf: the file store', () => {
  const s3 = (port: number, requestHandler: object = {}) =>
    new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      maxAttempts: 1,
      requestHandler,
    });

  it('recognises the S3 client failing to reach the bucket, for a command and for an upload', async () => {
    const client = s3(await closedPort());
    const refused = await rejectionOf(client.send(new HeadObjectCommand({ Bucket: 'b', Key: 'k' })));
    // No answer at all: the SDK's metadata has no status code.
    expect(refused).toMatchObject({ $metadata: { attempts: 1 } });
    expect((refused as { $metadata: object }).$metadata).not.toHaveProperty('httpStatusCode');
    expect(outageOf(refused)).toBe('storage');

    const upload = new Upload({ client, params: { Bucket: 'b', Key: 'k', Body: Buffer.from('bytes') } });
    expect(outageOf(await rejectionOf(upload.done()))).toBe('storage');
    client.destroy();
  });

  it('recognises a bucket that answers 5xx or nothing in time, but not a missing object or a refusal', async () => {
    const answers: Record<string, [number, string]> = {
      '/b/unavailable': [
        503,
        '<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
      ],
      '/b/forbidden': [403, '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>'],
      '/b/missing': [404, ''],
    };
    const bucket = await httpServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://bucket').pathname;
      if (path === '/b/stalls') return;
      const [status, body] = answers[path] ?? [500, ''];
      response.writeHead(status, { 'Content-Type': 'application/xml' }).end(body);
    });
    const client = s3(bucket.port, { requestTimeout: 100, throwOnRequestTimeout: true });
    const put = (key: string) => rejectionOf(client.send(new PutObjectCommand({ Bucket: 'b', Key: key, Body: 'x' })));
    try {
      const unavailable = await put('unavailable');
      expect(unavailable).toMatchObject({ name: 'SlowDown', $metadata: { httpStatusCode: 503 } });
      expect(outageOf(unavailable)).toBe('storage');

      const stalled = await put('stalls');
      expect(stalled).toMatchObject({ name: 'TimeoutError' });
      expect(outageOf(stalled)).toBe('storage');

      const forbidden = await put('forbidden');
      expect(forbidden).toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
      expect(outageOf(forbidden)).toBeNull();

      const missing = await rejectionOf(client.send(new HeadObjectCommand({ Bucket: 'b', Key: 'missing' })));
      expect(outageOf(missing)).toBeNull();
    } finally {
      client.destroy();
      await bucket.close();
    }
  });

  it('recognises a DATA_DIR disk that refuses writes, but not a missing file', async () => {
    // Built as Node's libuv errors are: a superuser (as in CI containers) is never refused.
    const readOnly = Object.assign(new Error("EROFS: read-only file system, open '/data/uploads/ab/x.png'"), {
      errno: -30,
      code: 'EROFS',
      syscall: 'open',
      path: '/data/uploads/ab/x.png',
    });
    expect(outageOf(readOnly)).toBe('storage');
    const missing = await rejectionOf(readFile(`${__dirname}/no-such-file`));
    expect(missing).toMatchObject({ code: 'ENOENT', syscall: 'open' });
    expect(outageOf(missing)).toBeNull();
  });
});

describe('outageOf: the mail server', () => {
  const send = (options: object) =>
    rejectionOf(createTransport(options).sendMail({ from: 'a@example.com', to: 'b@example.com', text: 'Hi' }));

  it('recognises nodemailer failing to reach the server, its silence and its "421 not available"', async () => {
    const refused = await send({ host: '127.0.0.1', port: await closedPort() });
    expect(refused).toMatchObject({ code: 'ESOCKET', command: 'CONN' });
    expect(outageOf(refused)).toBe('mail');

    const silent = await tcpServer(() => undefined);
    const unavailable = await tcpServer((socket) => socket.end('421 4.3.2 Service not available\r\n'));
    try {
      const noGreeting = await send({ host: '127.0.0.1', port: silent.port, greetingTimeout: 50 });
      expect(noGreeting).toMatchObject({ code: 'ETIMEDOUT', command: 'CONN' });
      expect(outageOf(noGreeting)).toBe('mail');

      const notAvailable = await send({ host: '127.0.0.1', port: unavailable.port });
      expect(notAvailable).toMatchObject({ responseCode: 421 });
      expect(outageOf(notAvailable)).toBe('mail');
    } finally {
      await Promise.all([silent.close(), unavailable.close()]);
    }
  });

  it('leaves a refused message alone', async () => {
    const refusing = await tcpServer((socket) => {
      socket.write('220 mail.example.com ESMTP\r\n');
      socket.on('data', (line) =>
        socket.write(line.toString().startsWith('MAIL FROM') ? '550 5.7.1 Sender refused\r\n' : '250 OK\r\n'),
      );
    });
    try {
      const refused = await send({ host: '127.0.0.1', port: refusing.port });
      expect(refused).toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
      expect(outageOf(refused)).toBeNull();
    } finally {
      await refusing.close();
    }
  });
});

describe('outageOf: Chromium', () => {
  it('recognises a browser that cannot start', async () => {
    const browser = new BrowserService({ puppeteerExecutablePath: `${__dirname}/no-chromium-here` });
    const failed = await rejectionOf(browser.renderPdf('<p>Invoice</p>'));
    await browser.onApplicationShutdown();
    expect(failed).toBeInstanceOf(BrowserUnavailableError);
    expect(outageOf(failed)).toBe('browser');
  });

  it("recognises Puppeteer's timeouts and protocol failures (built as Puppeteer builds them)", () => {
    expect(outageOf(new TimeoutError('Waiting failed: 20000ms exceeded'))).toBe('browser');
    expect(outageOf(new ProtocolError('Protocol error (Page.printToPDF): Printing failed'))).toBe('browser');
    expect(outageOf(new ConnectionClosedError('Connection closed.'))).toBe('browser');
    expect(outageOf(new Error('Evaluation failed: ReferenceError: x is not defined'))).toBeNull();
  });
});

describe('outageOf', () => {
  it('answers the dependency an explicit DependencyUnavailableError names', () => {
    expect(outageOf(new DependencyUnavailableError('mail', 'The outbox is full'))).toBe('mail');
  });

  it('follows causes', async () => {
    const port = await closedPort();
    const refused = await rejectionOf(
      new Promise((resolve, reject) => {
        const connection = createConnection({ host: '127.0.0.1', port });
        connection.on('error', () => undefined);
        connection.query('SELECT 1', (error) => (error ? reject(error) : resolve(null)));
      }),
    );
    expect(outageOf(new Error('Could not record the upload', { cause: refused }))).toBe('database');
  });

  it('leaves connections refused to anything but a dependency alone (a shop page being imported)', async () => {
    const port = await closedPort();
    const socketError = await rejectionOf(
      new Promise((resolve, reject) => connect(port, '127.0.0.1').on('error', reject).on('connect', resolve)),
    );
    expect(socketError).toMatchObject({ code: 'ECONNREFUSED' });
    expect(outageOf(socketError)).toBeNull();
    expect(outageOf(await rejectionOf(fetch(`http://127.0.0.1:${port}/product`)))).toBeNull();
  });

  it('answers null for what is not an error', () => {
    for (const value of [undefined, null, 'ECONNREFUSED', { code: 'ECONNREFUSED', fatal: true }]) {
      expect(outageOf(value)).toBeNull();
    }
  });
});

function catchSync(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
