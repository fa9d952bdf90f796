import { QUEUE_DEFINITIONS } from './queue-definitions';
import { retryDelayMs, retryWindowMs } from './retry-schedule';

const MINUTE = 60_000;

describe('retry schedule', () => {
  it('doubles the first delay at each retry, up to the cap', () => {
    const settings = { concurrency: 1, attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 };
    const delays = Array.from({ length: 9 }, (_, i) => retryDelayMs(settings, i + 1));
    expect(delays).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 600_000, 600_000]);
  });

  it('doubles without limit where a queue sets no cap', () => {
    expect(retryDelayMs({ concurrency: 1, attempts: 5, backoffMs: 500 }, 4)).toBe(4_000);
  });

  it.each(['mail', 'digests'] as const)('rides out at least 30 minutes of outage on the %s queue', (queue) => {
    expect(retryWindowMs(QUEUE_DEFINITIONS[queue])).toBeGreaterThanOrEqual(30 * MINUTE);
    // Not hours: a failure that lasts beyond that is for someone to look at.
    expect(retryWindowMs(QUEUE_DEFINITIONS[queue])).toBeLessThan(60 * MINUTE);
  });

  it('counts no wait for a queue that does not retry', () => {
    expect(retryWindowMs({ concurrency: 1, attempts: 1, backoffMs: 1_000 })).toBe(0);
  });
});
