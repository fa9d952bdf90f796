import type { DomainEvent, EventScope } from '../../common/domain-events/domain-event-map';
import { liveDeliveryOf } from './live-deliveries';

const task = { id: 'task-1', title: 'Gala gown', shopperId: 'shopper-1', clientId: 'client-1' };
const ofTask: EventScope = { tenantId: 'shopper-1', task };
const ofTenant: EventScope = { tenantId: 'shopper-1', task: null };

describe('liveDeliveryOf', () => {
  it("sends a task's change to both its parties, with the ids to refetch by and nothing else of the payload", () => {
    const event: DomainEvent = {
      name: 'comment.created',
      payload: {
        taskId: 'task-1',
        actorId: 'client-1',
        commentId: 'c-1',
        imageUrl: '/files/a.jpg',
        content: 'Too long',
      },
      scope: ofTask,
    };
    expect(liveDeliveryOf(event)).toEqual({
      to: ['shopper-1', 'client-1'],
      event: {
        type: 'comment.created',
        taskId: 'task-1',
        actorId: 'client-1',
        commentId: 'c-1',
        imageUrl: '/files/a.jpg',
      },
    });
    expect(JSON.stringify(liveDeliveryOf(event))).not.toContain('Too long');
  });

  it("keeps a draft invoice the shopper's and a read mark the reader's", () => {
    const draft: DomainEvent = {
      name: 'invoice.created',
      payload: { taskId: 'task-1', actorId: 'shopper-1', invoiceId: 'inv-1' },
      scope: ofTask,
    };
    expect(liveDeliveryOf(draft)?.to).toEqual(['shopper-1']);
    const read: DomainEvent = { name: 'task.read', payload: { taskId: 'task-1', actorId: 'client-1' }, scope: ofTask };
    expect(liveDeliveryOf(read)).toEqual({ to: ['client-1'], event: { type: 'task.read', taskId: 'task-1' } });
  });

  it('tells the client a withdrawal changed her task, and sends nothing for what no screen follows', () => {
    const withdrawn: DomainEvent = {
      name: 'task.withdrawn',
      payload: { taskId: 'task-1', actorId: 'client-1' },
      scope: ofTask,
    };
    expect(liveDeliveryOf(withdrawn)?.event.type).toBe('task.changed');
    const code: DomainEvent = {
      name: 'invite-code.changed',
      payload: { tenantId: 'shopper-1', inviteCodeId: 'code-1' },
      scope: ofTenant,
    };
    expect(liveDeliveryOf(code)).toBeNull();
  });
});
