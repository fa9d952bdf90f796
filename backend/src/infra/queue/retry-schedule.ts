import type { QueueSettings } from './queue-definitions';

/**
 * How long a failed job waits before its next attempt: the queue's first delay, doubled at
 * each retry, never more than its cap. Both drivers (BullMQ's worker and the inline driver)
 * schedule retries with this, so the README's figures hold in either mode.
 *
 * @param failures the attempts made so far (1 after the first failure)
 */
export function retryDelayMs(settings: QueueSettings, failures: number): number {
  const doubled = settings.backoffMs * 2 ** (failures - 1);
  return Math.min(doubled, settings.maxBackoffMs ?? doubled);
}

/** From a job's first attempt to its last: the outage a queue rides out before giving up. */
export function retryWindowMs(settings: QueueSettings): number {
  let total = 0;
  for (let failures = 1; failures < settings.attempts; failures++) total += retryDelayMs(settings, failures);
  return total;
}

/** The name BullMQ stores on each job's backoff, telling its worker to ask retryDelayMs. */
export const CAPPED_EXPONENTIAL = 'capped-exponential';
