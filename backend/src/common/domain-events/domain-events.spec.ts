import { Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { DomainEvent, DomainEventName } from './domain-event-map';
import { type DomainEventSubscriber, SubscribesTo } from './domain-event-subscriber.decorator';
import { DomainEvents } from './domain-events';
import { EventScopes } from './event-scopes';
import type { SubscriberStage } from './subscriber-stages';

const handled: string[] = [];

function recorder(stage: SubscriberStage, events: DomainEventName[], label: string = stage, failing = false) {
  @Injectable()
  @SubscribesTo(stage, events)
  class Recorder implements DomainEventSubscriber {
    handle(event: DomainEvent): Promise<void> {
      handled.push(`${label} ${event.name}`);
      return failing ? Promise.reject(new Error(`${label} is down`)) : Promise.resolve();
    }
  }
  return Recorder;
}

const EmailStage = recorder('email', ['notification.created', 'message.created']);
const RealtimeStage = recorder('realtime', ['message.created'], 'realtime', true);
const TenantStage = recorder('tenant-data', ['message.created', 'client.changed']);
const RivalTenantStage = recorder('tenant-data', ['client.changed'], 'rival');

const scope = { tenantId: 'shopper-1', task: { id: 'task-1', title: 'Gala', shopperId: 'shopper-1', clientId: 'c' } };

async function busOf(subscribers: Array<new () => DomainEventSubscriber>, { taskGone = false } = {}) {
  const found = taskGone ? undefined : scope;
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [DomainEvents, { provide: EventScopes, useValue: { of: () => Promise.resolve(found) } }, ...subscribers],
  }).compile();
  await moduleRef.init();
  return moduleRef.get(DomainEvents);
}

const message = {
  taskId: 'task-1',
  actorId: 'shopper-1',
  message: {
    id: 'm',
    taskId: 'task-1',
    content: 'Hi',
    createdAt: new Date(),
    sender: { id: 'shopper-1', displayName: 'A' },
    senderType: 'SHOPPER' as const,
  },
};

describe('DomainEvents', () => {
  beforeEach(() => handled.splice(0));

  it('runs subscribers by stage, whatever order their modules list them in, past one that fails', async () => {
    const events = await busOf([EmailStage, RealtimeStage, TenantStage]);
    expect(events.subscribersOf('message.created')).toEqual(['Recorder', 'Recorder', 'Recorder']);
    await events.publish('message.created', message);
    expect(handled).toEqual(['tenant-data message.created', 'realtime message.created', 'email message.created']);
  });

  it('refuses to boot with two subscribers of one stage for the same event', async () => {
    await expect(busOf([TenantStage, RivalTenantStage])).rejects.toThrow(
      'both subscribe to "client.changed" at stage "tenant-data"',
    );
  });

  it('drops an event whose task is gone, and one nobody subscribes to', async () => {
    const events = await busOf([TenantStage], { taskGone: true });
    await events.publish('message.created', message);
    await events.publish('invite-code.changed', { tenantId: 'shopper-1', inviteCodeId: 'code' });
    expect(handled).toEqual([]);
  });
});
