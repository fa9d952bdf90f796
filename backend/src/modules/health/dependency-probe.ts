import { rejectAfter, settledWithin } from './deadline';

/** What the probes of one dependency last concluded. */
export type ProbeReading = { status: 'up' } | { status: 'down'; error: string };

export interface ProbeTimings {
  /** How long a probe's result stands: calls within it are answered without probing. */
  freshForMs: number;
  /** How long a call waits for the probe in flight before it is answered from the last reading. */
  answerWithinMs: number;
  /** A probe still unanswered after this counts as failed. */
  failAfterMs: number;
  /** Failed probes in a row before the dependency is reported down. */
  failuresBeforeDown: number;
}

/**
 * One dependency's state for the health endpoints, steady on a loaded machine, where a
 * healthy store may miss a deadline now and then and a load balancer must not pull the
 * process for it: a probe's result stands for `freshForMs`, calls meanwhile share it and the
 * probe in flight, no call waits longer than `answerWithinMs` (the probe finishes in the
 * background and the last reading is reported), and the dependency reads down only after
 * `failuresBeforeDown` failed probes in a row; one probe that succeeds reads up again.
 *
 * It starts up: every process checks its dependencies at boot and stops when one cannot be used.
 */
export class DependencyProbe {
  private reading: ProbeReading = { status: 'up' };
  private failuresInARow = 0;
  private probedAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly check: () => Promise<unknown>,
    private readonly timings: ProbeTimings,
    /** Monotonic milliseconds: a wall clock set back would keep a stale result fresh. */
    private readonly now: () => number = () => performance.now(),
  ) {}

  async read(): Promise<ProbeReading> {
    if (this.now() - this.probedAt < this.timings.freshForMs) return this.reading;
    // Reset from a callback: it runs after the assignment even when a probe fails synchronously.
    this.inFlight ??= this.probe().finally(() => {
      this.inFlight = null;
    });
    await settledWithin(this.inFlight, this.timings.answerWithinMs);
    return this.reading;
  }

  private async probe(): Promise<void> {
    try {
      await rejectAfter(this.check(), this.timings.failAfterMs);
      this.failuresInARow = 0;
      this.reading = { status: 'up' };
    } catch (error) {
      this.failuresInARow += 1;
      if (this.failuresInARow >= this.timings.failuresBeforeDown) {
        this.reading = { status: 'down', error: error instanceof Error ? error.message : String(error) };
      }
    } finally {
      this.probedAt = this.now();
    }
  }
}
