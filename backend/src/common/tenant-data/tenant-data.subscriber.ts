import { Injectable } from '@nestjs/common';
import { DOMAIN_EVENT_NAMES, DOMAIN_EVENT_SCOPES, type DomainEvent } from '../domain-events/domain-event-map';
import { type DomainEventSubscriber, SubscribesTo } from '../domain-events/domain-event-subscriber.decorator';
import { TenantDataVersions } from './tenant-data-versions';

/** Every event of a tenant: answers kept of it from before the change are no longer served. */
@Injectable()
@SubscribesTo('tenant-data', DOMAIN_EVENT_NAMES.filter((name) => DOMAIN_EVENT_SCOPES[name] !== 'none'))
export class TenantDataSubscriber implements DomainEventSubscriber {
  constructor(private readonly versions: TenantDataVersions) {}

  async handle({ scope }: DomainEvent): Promise<void> {
    if (scope) await this.versions.raise(scope.tenantId);
  }
}
