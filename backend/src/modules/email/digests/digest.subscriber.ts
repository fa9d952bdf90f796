import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '../../../common/domain-events/domain-event-map';
import {
  type DomainEventSubscriber,
  SubscribesTo,
} from '../../../common/domain-events/domain-event-subscriber.decorator';
import { DigestScheduler } from './digest-scheduler';

/** Every bell entry: the email for whoever is away, a digest of what they have not seen by then. */
@Injectable()
@SubscribesTo('email', ['notification.created'])
export class DigestSubscriber implements DomainEventSubscriber {
  constructor(private readonly digests: DigestScheduler) {}

  async handle(event: DomainEvent): Promise<void> {
    if (event.name !== 'notification.created') return;
    const { recipientId, notification } = event.payload;
    await this.digests.schedule(recipientId, notification.taskId);
  }
}
