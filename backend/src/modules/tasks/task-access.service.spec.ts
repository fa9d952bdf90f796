import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import type { ShopTask } from './task.entity';
import { TaskAccess } from './task-access.service';

const task = { id: 't1', shopperId: 'shopper-a', clientId: 'client-a', status: 'DRAFT', feePct: null };
const repository = { findOne: async ({ where }: { where: { id: string } }) => (where.id === 't1' ? task : null) };
const access = new TaskAccess(repository as unknown as Repository<ShopTask>);

const shopperA: AuthUser = { id: 'shopper-a', role: 'SHOPPER' };
const shopperB: AuthUser = { id: 'shopper-b', role: 'SHOPPER' };
const clientA: AuthUser = { id: 'client-a', role: 'CLIENT' };
const clientB: AuthUser = { id: 'client-b', role: 'CLIENT' };
// A shopper whose id happens to equal the client id must not pass as the client.
const impostor: AuthUser = { id: 'client-a', role: 'SHOPPER' };

describe('TaskAccess', () => {
  it('lets both parties read', async () => {
    await expect(access.participant(shopperA, 't1')).resolves.toBe(task);
    await expect(access.participant(clientA, 't1')).resolves.toBe(task);
  });

  it('hides the task from everyone else, and unknown ids alike', async () => {
    for (const user of [shopperB, clientB, impostor]) {
      await expect(access.participant(user, 't1')).rejects.toBeInstanceOf(NotFoundException);
    }
    await expect(access.participant(shopperA, 'nope')).rejects.toBeInstanceOf(NotFoundException);
  });

  it('keeps shopper actions to the task shopper and client actions to the task client', async () => {
    await expect(access.shopper(shopperA, 't1')).resolves.toBe(task);
    await expect(access.shopper(clientA, 't1')).rejects.toBeInstanceOf(ForbiddenException);
    await expect(access.client(clientA, 't1')).resolves.toBe(task);
    await expect(access.client(shopperA, 't1')).rejects.toBeInstanceOf(ForbiddenException);
    await expect(access.shopper(shopperB, 't1')).rejects.toBeInstanceOf(NotFoundException);
  });
});
