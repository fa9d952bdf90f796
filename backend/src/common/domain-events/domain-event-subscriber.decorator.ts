import { SetMetadata } from '@nestjs/common';
import type { DomainEvent, DomainEventName } from './domain-event-map';
import type { SubscriberStage } from './subscriber-stages';

export const DOMAIN_EVENT_SUBSCRIBER = Symbol('DOMAIN_EVENT_SUBSCRIBER');

export interface SubscriberRegistration {
  stage: SubscriberStage;
  events: readonly DomainEventName[];
}

/**
 * A reaction to domain events. It runs after the change committed, so it cannot undo it: a
 * failure is logged, and the subscribers of later stages still run.
 */
export interface DomainEventSubscriber {
  handle(event: DomainEvent): Promise<void>;
}

/** Marks a provider as the subscriber of its stage for these events (see subscriber-stages). */
export const SubscribesTo = (stage: SubscriberStage, events: readonly DomainEventName[]): ClassDecorator =>
  SetMetadata(DOMAIN_EVENT_SUBSCRIBER, { stage, events } satisfies SubscriberRegistration);
