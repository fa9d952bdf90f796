import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DomainEvents } from './domain-events';
import { EventScopes } from './event-scopes';

/** The domain event bus, for every module that publishes or subscribes, in the api and in workers. */
@Global()
@Module({ imports: [DiscoveryModule], providers: [DomainEvents, EventScopes], exports: [DomainEvents] })
export class DomainEventsModule {}
