import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '../../common/domain-events/domain-event-map';
import { type DomainEventSubscriber, SubscribesTo } from '../../common/domain-events/domain-event-subscriber.decorator';
import { LiveBroadcaster } from './live-broadcaster';
import { LIVE_EVENT_SOURCES, liveDeliveryOf } from './live-deliveries';

/** Sends each event to the sockets of the users it concerns (see live-deliveries). */
@Injectable()
@SubscribesTo('realtime', LIVE_EVENT_SOURCES)
export class LiveFanOutSubscriber implements DomainEventSubscriber {
  constructor(private readonly broadcaster: LiveBroadcaster) {}

  handle(event: DomainEvent): Promise<void> {
    const delivery = liveDeliveryOf(event);
    if (delivery) this.broadcaster.emit(delivery.to, delivery.event);
    return Promise.resolve();
  }
}
