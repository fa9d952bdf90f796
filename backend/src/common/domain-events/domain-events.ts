import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import type { DomainEvent, DomainEventMap, DomainEventName } from './domain-event-map';
import {
  DOMAIN_EVENT_SUBSCRIBER,
  type DomainEventSubscriber,
  type SubscriberRegistration,
} from './domain-event-subscriber.decorator';
import { EventScopes } from './event-scopes';
import { SUBSCRIBER_STAGES, type SubscriberStage } from './subscriber-stages';

interface Subscription {
  name: string;
  stage: SubscriberStage;
  subscriber: DomainEventSubscriber;
}

/**
 * The one way domain code says what happened: `publish` is called once the change has
 * committed, and runs the event's subscribers, found at boot in the modules this process
 * imports, in the order of their stages. It never fails the change itself: a subscriber's
 * failure is logged, and the browsers catch up on their next read.
 *
 * In-process on purpose: every reaction writes to what all processes share (the database,
 * the queue) or, for sockets, to the Redis stream every api process reads, so an event
 * published by a worker reaches a browser connected to any api.
 */
@Injectable()
export class DomainEvents implements OnModuleInit {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly subscriptions = new Map<DomainEventName, Subscription[]>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly scopes: EventScopes,
  ) {}

  onModuleInit(): void {
    const found: Array<Subscription & Pick<SubscriberRegistration, 'events'>> = [];
    for (const wrapper of this.discovery.getProviders()) {
      const registration = wrapper.metatype
        ? this.reflector.get<SubscriberRegistration | undefined>(DOMAIN_EVENT_SUBSCRIBER, wrapper.metatype)
        : undefined;
      if (!registration) continue;
      found.push({ ...registration, name: wrapper.name, subscriber: wrapper.instance as DomainEventSubscriber });
    }
    found.sort((a, b) => SUBSCRIBER_STAGES.indexOf(a.stage) - SUBSCRIBER_STAGES.indexOf(b.stage));
    for (const { events, ...subscription } of found) {
      for (const event of events) {
        const list = this.subscriptions.get(event) ?? [];
        const rival = list.find((other) => other.stage === subscription.stage);
        if (rival) {
          throw new Error(
            `${subscription.name} and ${rival.name} both subscribe to "${event}" at stage "${subscription.stage}"`,
          );
        }
        list.push(subscription);
        this.subscriptions.set(event, list);
      }
    }
  }

  /** The names of an event's subscribers, in the order they run. */
  subscribersOf(name: DomainEventName): string[] {
    return (this.subscriptions.get(name) ?? []).map((subscription) => subscription.name);
  }

  async publish<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): Promise<void> {
    const subscriptions = this.subscriptions.get(name);
    if (!subscriptions) return;
    let scope;
    try {
      scope = await this.scopes.of(name, payload);
    } catch (error) {
      this.logger.error(`Could not publish ${name}: ${(error as Error).message}`);
      return;
    }
    if (scope === undefined) return;
    const event = { name, payload, scope } as DomainEvent;
    for (const { name: subscriberName, subscriber } of subscriptions) {
      try {
        await subscriber.handle(event);
      } catch (error) {
        this.logger.error(`${subscriberName} failed on ${name}: ${(error as Error).message}`);
      }
    }
  }
}
