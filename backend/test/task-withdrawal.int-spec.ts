import request from 'supertest';
import { DataSource } from 'typeorm';
import { ShopTask, type TaskStatus } from '../src/modules/tasks/task.entity';
import { WITHDRAW_REFUSED } from '../src/modules/tasks/task-withdrawal.service';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

describe('a client withdraws her request', () => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
  });
  afterAll(() => t.close());

  const taskOf = (status: TaskStatus) =>
    seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id }, { status });
  const withdraw = (taskId: string, who: TestAccount = cast.clientA) =>
    request(t.http).post(`/api/tasks/${taskId}/withdraw`).set(bearer(who));
  const notificationsOf = async (reader: TestAccount, taskId: string): Promise<{ taskId: string | null }[]> =>
    (await request(t.http).get('/api/notifications').set(bearer(reader)).expect(200)).body.items.filter(
      (notification: { taskId: string | null }) => notification.taskId === taskId,
    );
  const statusOf = async (taskId: string) =>
    (await t.app.get(DataSource).getRepository(ShopTask).findOneByOrFail({ id: taskId })).status;

  it('withdraws a draft or an active request, which both parties then read as WITHDRAWN', async () => {
    for (const status of ['DRAFT', 'ACTIVE'] as const) {
      const task = await taskOf(status);
      await withdraw(task.id).expect(204);
      for (const reader of [cast.clientA, cast.shopperA]) {
        const detail = await request(t.http).get(`/api/tasks/${task.id}`).set(bearer(reader)).expect(200);
        expect(detail.body.task.status).toBe('WITHDRAWN');
      }
    }
  });

  it('tells the shopper in her bell, and records nothing for the client who withdrew', async () => {
    const task = await taskOf('ACTIVE');
    await withdraw(task.id).expect(204);

    expect(await notificationsOf(cast.shopperA, task.id)).toEqual([
      expect.objectContaining({
        kind: 'REQUEST_WITHDRAWN',
        taskId: task.id,
        taskTitle: 'Spring wardrobe refresh',
        actorName: 'Casey Client',
        summary: 'Casey Client withdrew the request "Spring wardrobe refresh"',
        read: false,
      }),
    ]);
    expect(await notificationsOf(cast.clientA, task.id)).toEqual([]);
  });

  it('refuses once something of it is billed, or once it is complete, and changes nothing', async () => {
    const billed = await taskOf('ACTIVE');
    const item = await seedItem(t.app, billed.id);
    const asShopper = bearer(cast.shopperA);
    await request(t.http).post(`/api/tasks/${billed.id}/invoice`).set(asShopper).expect(201);
    await request(t.http)
      .post(`/api/tasks/${billed.id}/finalize`)
      .set(asShopper)
      .send({ selectedItems: [{ itemId: item.id, quantity: 1 }] })
      .expect(200);
    const refusal = await withdraw(billed.id).expect(409);
    expect(refusal.body.message).toBe(WITHDRAW_REFUSED);
    expect(await statusOf(billed.id)).toBe('ACTIVE');

    const complete = await taskOf('COMPLETE');
    await withdraw(complete.id).expect(409);
    expect(await statusOf(complete.id)).toBe('COMPLETE');
    for (const refused of [billed, complete]) expect(await notificationsOf(cast.shopperA, refused.id)).toEqual([]);
  });

  it('is the client’s alone: her shopper is refused, a stranger is told nothing', async () => {
    const task = await taskOf('DRAFT');
    await withdraw(task.id, cast.shopperA).expect(403);
    await withdraw(task.id, cast.clientB).expect(404);
    await withdraw(task.id, cast.shopperB).expect(404);
    await request(t.http).post(`/api/tasks/${task.id}/withdraw`).expect(401);
    expect(await statusOf(task.id)).toBe('DRAFT');
    expect(await notificationsOf(cast.shopperA, task.id)).toEqual([]);
  });
});
