import { SetMetadata } from '@nestjs/common';
import type { PayloadOf, QueueName } from './queue-definitions';

export const JOB_PROCESSOR = Symbol('JOB_PROCESSOR');

export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
}

/**
 * A queue's processor. It must be idempotent: a job can run again after a crash or a retry,
 * so it checks the state it loads before acting. Throwing fails the attempt (it is retried
 * with backoff until the queue's attempts are spent).
 */
export interface QueueProcessor<Q extends QueueName> {
  process(payload: PayloadOf<Q>, context: JobContext): Promise<void>;
  /**
   * Optional: gets ready for the first job (the pdf processor launches Chromium). Called once
   * at boot, only in processes that run this processor, without being awaited: boot neither
   * waits for it nor fails with it (a rejection is logged; the first job then meets the problem
   * and reports it as it would have anyway).
   */
  warmUp?(): Promise<void>;
}

/**
 * Marks a provider as the processor of `queue`; ProcessorRegistry finds it at boot. The class
 * must also be `@Injectable()` and listed in its module's providers. The signature check makes
 * `process` accept exactly that queue's payload.
 */
export function JobProcessor<Q extends QueueName>(queue: Q) {
  return <T extends abstract new (...args: never[]) => QueueProcessor<Q>>(target: T): void => {
    SetMetadata(JOB_PROCESSOR, queue)(target);
  };
}
