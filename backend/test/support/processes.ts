import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eventually } from './eventually';

export const BACKEND_DIR = join(__dirname, '..', '..');

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * A process a test started as its own child (the built api or worker, redis-server,
 * mariadbd), its output appended to a log file that outlives restarts, so a failure can show
 * what it said. A kill takes its children along (the worker's Chromium), as when a container
 * dies; a test that died or timed out in its teardown leaves none behind.
 */
export class LoggedProcess {
  readonly exited: Promise<ExitStatus>;
  private exitStatus: ExitStatus | null = null;
  private readonly child: ChildProcess;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    readonly logFile: string,
    options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
  ) {
    const log = openSync(logFile, 'a');
    try {
      this.child = spawn(command, args, { ...options, stdio: ['ignore', log, log] });
    } finally {
      closeSync(log);
    }
    const killOnExit = () => this.child.kill('SIGKILL');
    process.once('exit', killOnExit);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        process.off('exit', killOnExit);
        this.exitStatus = { code, signal };
        resolve(this.exitStatus);
      });
    });
  }

  get running(): boolean {
    return this.exitStatus === null;
  }

  log(): string {
    return readFileSync(this.logFile, 'utf8');
  }

  /** The last lines of the log, for a failure message. */
  tail(lines = 40): string {
    return `--- ${this.name} (${this.logFile}) ---\n${this.log().split('\n').slice(-lines).join('\n')}`;
  }

  /** Signals the process (SIGTERM: its own clean shutdown, running jobs finished first) and waits until it has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<ExitStatus> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }

  /**
   * SIGKILL to the process and everything it started: no shutdown hook runs, a worker's job
   * locks are left to expire. Puppeteer starts Chromium in a process group of its own, which would
   * outlive the worker, so the descendants are found (before the kill orphans them) and killed too.
   */
  async kill(): Promise<ExitStatus> {
    const pid = this.child.pid;
    if (this.running && pid !== undefined) {
      for (const target of [pid, ...descendantsOf(pid)]) {
        try {
          process.kill(target, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
    return this.exited;
  }
}

/** The built backend's `node dist/<script>` (main.js, worker.js), as the containers run it. */
export class NodeProcess extends LoggedProcess {
  constructor(name: string, script: string, env: NodeJS.ProcessEnv, logFile: string) {
    super(name, process.execPath, [join(BACKEND_DIR, 'dist', script)], logFile, { cwd: BACKEND_DIR, env });
  }
}

/**
 * A process's start (loading the built modules, Nest's wiring, the OpenAPI document) is
 * CPU-bound: a few seconds alone, several times that when several start at once on a busy
 * machine.
 */
const STARTUP_TIMEOUT_MS = 90_000;

export interface BuiltApi {
  process: NodeProcess;
  url: string;
}

/** Starts `node dist/main.js` on a free port and waits until it answers /api/health. */
export async function startBuiltApi(name: string, env: NodeJS.ProcessEnv, logFile: string): Promise<BuiltApi> {
  const port = await freePort();
  const api = {
    process: new NodeProcess(name, 'main.js', { ...env, PORT: String(port) }, logFile),
    url: `http://127.0.0.1:${port}`,
  };
  await untilStarted(api.process, () =>
    waitFor(
      `${name} to answer /api/health`,
      async () =>
        alive(api.process) &&
        (await fetch(`${api.url}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        )),
      [api.process],
      STARTUP_TIMEOUT_MS,
    ),
  );
  return api;
}

/** Starts `node dist/worker.js` and waits until it serves its queues. */
export async function startBuiltWorker(name: string, env: NodeJS.ProcessEnv, logFile: string): Promise<NodeProcess> {
  const worker = new NodeProcess(name, 'worker.js', env, logFile);
  await untilStarted(worker, () =>
    waitFor(
      `${name} to be ready`,
      async () => alive(worker) && worker.log().includes('worker ready'),
      [worker],
      STARTUP_TIMEOUT_MS,
    ),
  );
  return worker;
}

/** Waits for a start; one that never comes leaves no process behind. */
async function untilStarted(child: LoggedProcess, started: () => Promise<unknown>): Promise<void> {
  try {
    await started();
  } catch (error) {
    await child.kill();
    throw error;
  }
}

/**
 * Builds the backend as `npm start` and the Docker image do (SWC, about a second), under the
 * machine's build lock, which other builds on a shared machine hold too.
 */
export function buildBackend(): void {
  runToEnd('flock', ['/tmp/atelier-build.lock', 'npm', 'run', 'build', '-w', 'backend'], join(BACKEND_DIR, '..'));
}

/** Runs a built script to its end (`dist/migrate.js`, `dist/worker-healthcheck.js`): its exit status and output. */
export function runBuiltScript(script: string, env: NodeJS.ProcessEnv): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join('dist', script)], { cwd: BACKEND_DIR, env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The schema, once, before processes start together (as `migrate.js` in the deployment). */
export function migrate(env: NodeJS.ProcessEnv): void {
  const { status, output } = runBuiltScript('migrate.js', env);
  if (status !== 0) throw new Error(`migrate.js failed:\n${output}`);
}

function runToEnd(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

/** A process that died while we wait for it fails the wait at once. */
function alive(child: LoggedProcess): true {
  if (!child.running) throw new Error(`${child.name} exited during startup`);
  return true;
}

/** Every process below `pid`, from the parent ids in /proc (Linux). */
function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const pending = [pid];
  while (pending.length > 0) {
    for (const child of children.get(pending.pop()!) ?? []) {
      found.push(child);
      pending.push(child);
    }
  }
  return found;
}

/** A port nothing listens on right now (the OS picks it; the process binds it a moment later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** Waits for `probe`, and on timeout fails with the processes' recent output. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  processes: LoggedProcess[],
  timeoutMs = 20_000,
): Promise<T> {
  try {
    return await eventually(probe, timeoutMs);
  } catch (error) {
    const reason = (error as Error).message.startsWith('Condition not met')
      ? `Waited ${timeoutMs} ms for ${what}`
      : `While waiting for ${what}: ${(error as Error).message}`;
    throw new Error(`${reason}\n${processes.map((p) => p.tail()).join('\n')}`);
  }
}

/** Polls `probe` until it succeeds; fails early, with the server's log, if the server exits. */
export async function waitUntilServing(server: LoggedProcess, probe: () => Promise<void>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  while (Date.now() < deadline) {
    if (!server.running) throw new Error(`${server.name} exited while starting\n${server.tail()}`);
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.name} did not answer within ${timeoutMs} ms (${String(lastError)})\n${server.tail()}`);
}
