import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * A server binary the test started as its own child (redis-server, mariadbd), its output
 * appended to a log file that outlives restarts, so a failure can show what the server said.
 */
export class ServerProcess {
  readonly exited: Promise<ExitStatus>;
  private exitStatus: ExitStatus | null = null;
  private readonly child: ChildProcess;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    readonly logFile: string,
  ) {
    const log = openSync(logFile, 'a');
    try {
      this.child = spawn(command, args, { stdio: ['ignore', log, log] });
    } finally {
      closeSync(log);
    }
    // A test that died or timed out in its teardown leaves no server behind.
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

  /** Signals the server (SIGTERM: its own clean shutdown) and waits until it has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<ExitStatus> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }

  /** The last lines of its log, for a failure message. */
  tail(lines = 30): string {
    const text = readFileSync(this.logFile, 'utf8');
    return `--- ${this.name} (${this.logFile}) ---\n${text.split('\n').slice(-lines).join('\n')}`;
  }
}

/** Polls `probe` until it succeeds; fails early, with the server's log, if the server exits. */
export async function waitUntilServing(server: ServerProcess, probe: () => Promise<void>, timeoutMs = 30_000) {
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
