import { setTimeout as sleep } from 'node:timers/promises';
import type { QueueProcessor } from './job-processor.decorator';
import type { QueueName } from './queue-definitions';

/**
 * JOB_TEST_DELAY_MS, for tests only (the configuration refuses it in production): the
 * processor waits `delayMs` before its work and again after it, while its job stays active
 * and locked. A test can then kill the worker at a known point: before the job's effect (the
 * job must not be lost) or after it but before the job is acknowledged (running it again must
 * not repeat the effect).
 */
export function withTestDelay<Q extends QueueName>(processor: QueueProcessor<Q>, delayMs: number): QueueProcessor<Q> {
  if (delayMs <= 0) return processor;
  return {
    async process(payload, context) {
      await sleep(delayMs);
      await processor.process(payload, context);
      await sleep(delayMs);
    },
  };
}
