import { InlineJobQueue } from '../../src/infra/queue/inline-job-queue';
import type { JobQueue } from '../../src/infra/queue/job-queue';
import { eventually } from './eventually';

/** Waits until the queue holds nothing waiting, running or delayed. */
export async function jobsSettled(jobs: JobQueue): Promise<void> {
  if (jobs instanceof InlineJobQueue) return jobs.drain();
  await eventually(async () =>
    Object.values(await jobs.stats()).every((counts) => counts.waiting + counts.active + counts.delayed === 0),
  );
}
