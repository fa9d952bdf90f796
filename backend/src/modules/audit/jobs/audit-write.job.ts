import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JobProcessor, type QueueProcessor } from '../../../infra/queue/job-processor.decorator';
import type { PayloadOf } from '../../../infra/queue/queue-definitions';
import { AuditEvent } from '../audit-event.entity';

/** Writes one audit row per event id; a redelivered job finds its row and does nothing. */
@Injectable()
@JobProcessor('audit')
export class AuditWriteJob implements QueueProcessor<'audit'> {
  constructor(@InjectRepository(AuditEvent) private readonly events: Repository<AuditEvent>) {}

  async process({ eventId, userId, action, ip }: PayloadOf<'audit'>): Promise<void> {
    if (await this.events.existsBy({ id: eventId })) return;
    // Two deliveries racing past the check collide on the primary key; the loser fails, is
    // retried, and then finds the row.
    await this.events.insert({ id: eventId, userId, action, ip });
  }
}
