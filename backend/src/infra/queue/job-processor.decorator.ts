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
  /**
   * Optional: the job failed its last attempt and will not run again; undoes what would keep
   * the work from being asked for again (a digest's pending row). A failure here is logged.
   */
  gaveUp?(payload: PayloadOf<Q>): Promise<void>;
}

/** Calls a processor's gaveUp hook, if it has one, logging rather than throwing what it throws. */
export async function afterLastAttempt<Q extends QueueName>(
  processor: QueueProcessor<Q>,
  payload: PayloadOf<Q>,
  logger: { error(message: string): void },
): Promise<void> {
  try {
    await processor.gaveUp?.(payload);
  } catch (error) {
    logger.error(`Could not clean up after a job that gave up: ${(error as Error).message}`);
  }
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
