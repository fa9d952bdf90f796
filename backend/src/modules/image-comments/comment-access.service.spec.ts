import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import type { ShopTask } from '../tasks/task.entity';
import { TaskAccess } from '../tasks/task-access.service';
import { COMMENT_NOT_FOUND, CommentAccess } from './comment-access.service';
import type { ImageComment } from './entities/image-comment.entity';

const task = { id: 't1', shopperId: 'shopper-a', clientId: 'client-a', status: 'DRAFT', feePct: null };
const comment = { id: 'c1', taskId: 't1', userId: 'client-a', status: 'ACTIVE' };
const tasks = { findOne: async ({ where }: { where: { id: string } }) => (where.id === 't1' ? task : null) };
const comments = { findOne: async ({ where }: { where: { id: string } }) => (where.id === 'c1' ? comment : null) };
const access = new CommentAccess(
  comments as unknown as Repository<ImageComment>,
  new TaskAccess(tasks as unknown as Repository<ShopTask>),
);

const shopperA: AuthUser = { id: 'shopper-a', role: 'SHOPPER' };
const clientA: AuthUser = { id: 'client-a', role: 'CLIENT' };
const shopperB: AuthUser = { id: 'shopper-b', role: 'SHOPPER' };

describe('CommentAccess', () => {
  it("lets both parties of the comment's task in", async () => {
    await expect(access.participant(shopperA, 'c1')).resolves.toBe(comment);
    await expect(access.participant(clientA, 'c1')).resolves.toBe(comment);
  });

  it('answers "Comment not found" to outsiders and for unknown ids alike', async () => {
    await expect(access.participant(shopperB, 'c1')).rejects.toThrow(new NotFoundException(COMMENT_NOT_FOUND));
    await expect(access.participant(shopperA, 'nope')).rejects.toThrow(new NotFoundException(COMMENT_NOT_FOUND));
  });

  it('keeps deletion to the author: 403 for the other party', async () => {
    await expect(access.author(clientA, 'c1')).resolves.toBe(comment);
    await expect(access.author(shopperA, 'c1')).rejects.toBeInstanceOf(ForbiddenException);
    await expect(access.author(shopperB, 'c1')).rejects.toBeInstanceOf(NotFoundException);
  });
});
