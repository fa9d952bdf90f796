import type { EntityManager } from 'typeorm';
import type { EmailOutbox } from '../../email/email-outbox.service';
import type { EmailContext, EmailKind, EmailRecord } from '../../email/email-record.entity';
import { ShopTask } from '../../tasks/task.entity';
import { User } from '../../users/entities/user.entity';

/**
 * An email to the client of a task about one of its records (`subjectId`), drafted for the
 * caller to write in the transaction of the change it tells of (EmailOutbox.write).
 */
export async function draftClientEmail(
  outbox: EmailOutbox,
  manager: EntityManager,
  request: { taskId: string; kind: EmailKind; subjectId: string; context?: EmailContext },
): Promise<EmailRecord> {
  const task = await manager.findOneOrFail(ShopTask, {
    where: { id: request.taskId },
    select: { id: true, clientId: true },
  });
  const client = await manager.findOneOrFail(User, { where: { id: task.clientId }, select: { id: true, email: true } });
  return outbox.draft({
    kind: request.kind,
    recipient: client.email,
    userId: client.id,
    subjectId: request.subjectId,
    context: request.context ?? null,
  });
}
