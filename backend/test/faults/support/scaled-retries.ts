import { QUEUE_DEFINITIONS, type QueueCatalogue, type QueueName } from '../../../src/infra/queue/queue-definitions';

/**
 * The production catalogue with the retry delays of some queues divided by `factor`: the same
 * number of attempts and the same doubling and cap, so every delay, and the whole window a job
 * rides out (retryWindowMs), is exactly `factor` times shorter. An outage shortened by the same
 * factor then stands for the real one against the real schedule, in a fraction of the time.
 */
export function withRetriesScaledDown(factor: number, queues: QueueName[]): QueueCatalogue {
  const catalogue = { ...QUEUE_DEFINITIONS };
  for (const queue of queues) {
    const settings = QUEUE_DEFINITIONS[queue];
    catalogue[queue] = {
      ...settings,
      backoffMs: settings.backoffMs / factor,
      ...(settings.maxBackoffMs === undefined ? {} : { maxBackoffMs: settings.maxBackoffMs / factor }),
    };
  }
  return catalogue;
}
