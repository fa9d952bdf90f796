import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eventually } from '../../support/eventually';

export const BACKEND_DIR = join(__dirname, '..', '..', '..');

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * One real process of the topology (`node dist/main.js` or `node dist/worker.js`), its output
 * in a log file. A kill takes its children along (the worker's Chromium), as when a container
 * dies.
 */
export class NodeProcess {
  readonly exited: Promise<ExitStatus>;
  private exitStatus: ExitStatus | null = null;
  private readonly child: ChildProcess;

  constructor(
    readonly name: string,
    script: string,
    env: NodeJS.ProcessEnv,
    readonly logFile: string,
  ) {
    const log = openSync(logFile, 'a');
    try {
      this.child = spawn(process.execPath, [join(BACKEND_DIR, 'dist', script)], {
        cwd: BACKEND_DIR,
        env,
        stdio: ['ignore', log, log],
      });
    } finally {
      closeSync(log);
    }
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
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

  /** Asks the process to stop (SIGTERM: it finishes its running jobs first) and waits for it. */
  async stop(): Promise<ExitStatus> {
    if (this.running) this.child.kill('SIGTERM');
    return this.exited;
  }

  /**
   * SIGKILL to the process and everything it started: no shutdown hook runs, its job locks
   * are left to expire. Puppeteer starts Chromium in a process group of its own, which would
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
  processes: NodeProcess[],
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
