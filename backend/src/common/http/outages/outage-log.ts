import type { LoggerService } from '@nestjs/common';
import type { Dependency } from './dependency-unavailable.error';

/** An outage is over once this long has passed without a request failing on it. */
export const OUTAGE_QUIET_MS = 30_000;

const NAMES: Record<Dependency, string> = {
  database: 'The database',
  redis: 'Redis',
  storage: 'The file store',
  mail: 'The mail server',
  browser: 'Chromium',
};

/** The request that met the outage, for the log line that reports it. */
export interface FailedRequest {
  requestId?: string;
  method: string;
  url: string;
}

interface Outage {
  startedAt: number;
  lastFailureAt: number;
  /** Requests answered 503 because of it. */
  failures: number;
  timer: NodeJS.Timeout;
}

/**
 * Logs dependency outages rather than the requests they fail: a warning when the first request
 * fails on a dependency, and a line at log level once no request has failed on it for
 * OUTAGE_QUIET_MS, with how many were answered 503 meanwhile. A database down for a minute
 * under load is two lines, not thousands of errors.
 */
export class OutageLog {
  private readonly outages = new Map<Dependency, Outage>();

  constructor(
    private readonly logger: Pick<LoggerService, 'warn' | 'log'>,
    private readonly quietMs = OUTAGE_QUIET_MS,
  ) {}

  record(dependency: Dependency, error: unknown, request: FailedRequest): void {
    const now = Date.now();
    const outage = this.outages.get(dependency);
    if (outage) {
      outage.lastFailureAt = now;
      outage.failures++;
      return;
    }
    this.logger.warn(
      { dependency, err: error, ...request },
      `${NAMES[dependency]} is unavailable: requests that need it are answered 503 until it is back`,
    );
    this.outages.set(dependency, {
      startedAt: now,
      lastFailureAt: now,
      failures: 1,
      timer: this.checkLater(dependency, this.quietMs),
    });
  }

  /** Forgets the outages under way without reporting them over (the process is stopping). */
  stop(): void {
    for (const { timer } of this.outages.values()) clearTimeout(timer);
    this.outages.clear();
  }

  private checkLater(dependency: Dependency, delayMs: number): NodeJS.Timeout {
    // Never what keeps a stopping process alive.
    return setTimeout(() => this.endIfQuiet(dependency), delayMs).unref();
  }

  private endIfQuiet(dependency: Dependency): void {
    const outage = this.outages.get(dependency);
    if (!outage) return;
    const quietFor = Date.now() - outage.lastFailureAt;
    if (quietFor < this.quietMs) {
      outage.timer = this.checkLater(dependency, this.quietMs - quietFor);
      return;
    }
    this.outages.delete(dependency);
    const seconds = Math.round(this.quietMs / 1000);
    const lastedSeconds = Math.round((outage.lastFailureAt - outage.startedAt) / 1000);
    this.logger.log(
      { dependency, failures: outage.failures, failingForMs: outage.lastFailureAt - outage.startedAt },
      `${NAMES[dependency]}: outage over, no request failed on it for ${seconds} s ` +
        `(${outage.failures} answered 503 over ${lastedSeconds} s)`,
    );
  }
}
