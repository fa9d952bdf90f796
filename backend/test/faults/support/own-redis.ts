import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, LoggedProcess, waitUntilServing } from '../../support/processes';

/**
 * A Redis server of the test's own (never the machine's shared one), on a free port with a
 * data directory of its own, that the test stops and starts again on the same port to make an
 * outage. Append-only, as infra/docker-compose.yml runs Redis: what was queued before a stop is
 * there after the start, so an outage is one the deployment can have, not a loss of Redis.
 */
export class OwnRedis {
  private server: LoggedProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort(), mkdtempSync(join(tmpdir(), 'atelier-fault-redis-')));
    await redis.startAgain();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server?.running ?? false;
  }

  /** Starts the server on its port and data directory, and waits until it answers PING. */
  async startAgain(): Promise<void> {
    if (this.running) throw new Error('Redis is already running');
    const server = new LoggedProcess(
      `redis-server :${this.port}`,
      'redis-server',
      [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir],
        ...['--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--daemonize', 'no'],
      ],
      join(this.dir, 'redis.log'),
    );
    this.server = server;
    await waitUntilServing(server, () => ping(this.port));
  }

  /** Stops the server (SIGTERM: it writes its append-only file and exits) and waits for it. */
  async stop(): Promise<void> {
    await this.server?.stop();
  }

  async close(): Promise<void> {
    await this.server?.stop('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** One PING over a fresh connection (RESP inline command), resolved on +PONG. */
function ping(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1_000, () => socket.destroy(new Error('no answer')));
    socket.once('error', reject);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      if (data.toString().startsWith('+PONG')) resolve();
      else reject(new Error(`answered ${data.toString().trim()}`));
    });
  });
}
