import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { DomainEvent } from '../src/common/domain-events/domain-event-map';
import { DomainEvents } from '../src/common/domain-events/domain-events';
import { TenantDataSubscriber } from '../src/common/tenant-data/tenant-data.subscriber';
import { DigestSubscriber } from '../src/modules/email/digests/digest.subscriber';
import { NotificationSubscriber } from '../src/modules/notifications/notification.subscriber';
import { LiveFanOutSubscriber } from '../src/modules/realtime/live-fan-out.subscriber';
import type { TestAccount } from './support/accounts';
import { registerCast, seedTask, type Cast } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

const SUBSCRIBERS = [TenantDataSubscriber, LiveFanOutSubscriber, NotificationSubscriber, DigestSubscriber];

/**
 * What follows a change: the subscribers of each event, in the order of their stages, in the
 * api and in the worker alike; a subscriber that fails leaves the others to run.
 */
describe(`domain events (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const processes = (): Array<[string, INestApplicationContext]> => [
    ['api', t.app],
    ...(t.worker ? [['worker', t.worker] as [string, INestApplicationContext]] : []),
  ];

  it('runs the subscribers of every stage in one fixed order, in the api and in the worker', () => {
    for (const [, context] of processes()) {
      const events = context.get(DomainEvents);
      expect(events.subscribersOf('message.created')).toEqual([
        'TenantDataSubscriber',
        'LiveFanOutSubscriber',
        'NotificationSubscriber',
      ]);
      expect(events.subscribersOf('notification.created')).toEqual([
        'TenantDataSubscriber',
        'LiveFanOutSubscriber',
        'DigestSubscriber',
      ]);
      expect(events.subscribersOf('item.photos-ready')).toEqual(['TenantDataSubscriber', 'LiveFanOutSubscriber']);
      expect(events.subscribersOf('invite-code.changed')).toEqual(['TenantDataSubscriber']);
      expect(events.subscribersOf('image.variants-ready')).toEqual(['ImageReadySubscriber']);
      expect(events.subscribersOf('email.status-changed')).toEqual(['InvitationStatusSubscriber']);
    }
  });

  it('handles a chat message, and the notification it makes, stage by stage', async () => {
    const calls: string[] = [];
    for (const subscriber of SUBSCRIBERS) {
      const original = subscriber.prototype.handle;
      jest.spyOn(subscriber.prototype, 'handle').mockImplementation(function (this: unknown, event: DomainEvent) {
        calls.push(`${subscriber.name} ${event.name}`);
        return original.call(this, event);
      });
    }
    await request(t.http)
      .post(`/api/tasks/${taskId}/messages`)
      .set(bearer(cast.shopperA))
      .send({ content: 'Two blazers on hold' })
      .expect(201);
    expect(calls).toEqual([
      'TenantDataSubscriber message.created',
      'LiveFanOutSubscriber message.created',
      'NotificationSubscriber message.created',
      'TenantDataSubscriber notification.created',
      'LiveFanOutSubscriber notification.created',
      'DigestSubscriber notification.created',
    ]);
  });

  it('still rings the bell when the sockets could not be told', async () => {
    jest.spyOn(LiveFanOutSubscriber.prototype, 'handle').mockRejectedValue(new Error('socket fan-out down'));
    const versionOf = async (): Promise<number> => {
      const [row] = (await t.app
        .get(DataSource)
        .query('SELECT dataVersion FROM shoppers WHERE userId = ?', [cast.shopperA.id])) as Array<{
        dataVersion: number | string;
      }>;
      return Number(row.dataVersion);
    };
    const before = await versionOf();
    await request(t.http)
      .post(`/api/tasks/${taskId}/messages`)
      .set(bearer(cast.shopperA))
      .send({ content: 'The grey one fits best' })
      .expect(201);
    const feed = await request(t.http).get('/api/notifications').set(bearer(cast.clientA)).expect(200);
    expect(feed.body.items[0]).toMatchObject({ kind: 'MESSAGE', summary: 'The grey one fits best' });
    // The request's own raise, the message's and the notification's.
    expect(await versionOf()).toBeGreaterThanOrEqual(before + 3);
  });

  it('reaches no one for a task that is gone', async () => {
    const handle = jest.spyOn(TenantDataSubscriber.prototype, 'handle');
    await t.app.get(DomainEvents).publish('task.changed', {
      taskId: '00000000-0000-4000-8000-000000000000',
      actorId: cast.shopperA.id,
    });
    expect(handle).not.toHaveBeenCalled();
  });
});
