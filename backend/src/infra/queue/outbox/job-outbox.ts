import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EnqueueOptions } from '../job-queue';
import type { PayloadOf, QueueName } from '../queue-definitions';
import { OutboxJob } from './outbox-job.entity';

/**
 * Where domain code queues a job that follows a change: pass the manager of the change's
 * transaction and the job is written with it. It reaches the queue (BullMQ or the inline
 * driver) through JobOutboxRelay once the transaction commits; a transaction that rolls back
 * leaves no job, and a Redis outage only delays it. The request that made the change never
 * waits on Redis.
 */
@Injectable()
export class JobOutbox {
  async add<Q extends QueueName>(
    manager: EntityManager,
    queue: Q,
    payload: PayloadOf<Q>,
    options: EnqueueOptions = {},
  ): Promise<void> {
    const id = randomUUID();
    await manager.insert(OutboxJob, {
      id,
      queue,
      payload: JSON.stringify(payload),
      jobId: options.jobId ?? `outbox-${id}`,
      runAt: new Date(Date.now() + (options.delayMs ?? 0)),
    });
  }
}
