import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import type { TaskStatus } from '../../tasks/task.entity';
import { Invoice } from '../entities/invoice.entity';
import { heldForTask } from './deposit-balance';

export const TASK_NOT_DONE = 'What is left of a deposit goes back once the task is complete, archived or withdrawn.';
export const OPEN_INVOICE_DRAWS =
  'This task still has an open invoice, which takes what the deposit holds first. Settle or void it first.';
export const NOTHING_HELD = 'Nothing is held for this task.';

const DONE: ReadonlySet<TaskStatus> = new Set(['COMPLETE', 'ARCHIVED', 'WITHDRAWN']);

/**
 * Why what a task holds of its deposits cannot go back now (null: it can, and `held` cents
 * would): the task is not done, an open invoice of it would still draw on it, or nothing is held.
 */
export async function releaseRefusal(
  manager: EntityManager,
  task: { id: string; status: TaskStatus },
): Promise<{ refusal: string; held?: never } | { refusal: null; held: number }> {
  if (!DONE.has(task.status)) return { refusal: TASK_NOT_DONE };
  if (await manager.exists(Invoice, { where: { taskId: task.id, status: In(['DRAFT', 'DUE']) } })) {
    return { refusal: OPEN_INVOICE_DRAWS };
  }
  const held = await heldForTask(manager, task.id);
  return held > 0 ? { refusal: null, held } : { refusal: NOTHING_HELD };
}
