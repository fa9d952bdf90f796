import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '../../common/domain-events/domain-event-map';
import { type DomainEventSubscriber, SubscribesTo } from '../../common/domain-events/domain-event-subscriber.decorator';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { NotificationRecorder } from './notification-recorder';
import { NOTIFYING_EVENTS, notificationOf } from './notification-rules';

/** Stores the bell entry an event makes (see notification-rules), then announces it. */
@Injectable()
@SubscribesTo('notifications', NOTIFYING_EVENTS)
export class NotificationSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly recorder: NotificationRecorder,
    private readonly events: DomainEvents,
  ) {}

  async handle(event: DomainEvent): Promise<void> {
    const draft = notificationOf(event);
    if (!draft || !event.scope) return;
    const notification = await this.recorder.record(draft);
    await this.events.publish('notification.created', {
      tenantId: event.scope.tenantId,
      recipientId: draft.recipientId,
      notification,
    });
  }
}
