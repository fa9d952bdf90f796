import type { DomainEvent, EventScope } from '../../common/domain-events/domain-event-map';
import { notificationOf } from './notification-rules';

const task = { id: 'task-1', title: 'Gala gown', shopperId: 'shopper-1', clientId: 'client-1' };
const ofTask: EventScope = { tenantId: 'shopper-1', task };

describe('notificationOf', () => {
  it("rings the other party's bell for what one party did", () => {
    const item: DomainEvent = {
      name: 'item.created',
      payload: { taskId: 'task-1', actorId: 'shopper-1', itemId: 'item-1', name: 'Silk scarf' },
      scope: ofTask,
    };
    expect(notificationOf(item)).toMatchObject({ kind: 'ITEM', recipientId: 'client-1', summary: 'Silk scarf', task });
  });

  it("rings no bell for a task the shopper opened herself, and the shopper's for her client's request", () => {
    const created = (actorId: string): DomainEvent => ({
      name: 'task.created',
      payload: { taskId: 'task-1', actorId, description: 'A dress for the gala' },
      scope: ofTask,
    });
    expect(notificationOf(created('shopper-1'))).toBeNull();
    expect(notificationOf(created('client-1'))).toMatchObject({
      kind: 'REQUEST_SUBMITTED',
      recipientId: 'shopper-1',
      summary: 'A dress for the gala',
    });
  });

  it('names the client who withdrew a request, or says "Your client" when she has no name', () => {
    const draft = notificationOf({
      name: 'task.withdrawn',
      payload: { taskId: 'task-1', actorId: 'client-1' },
      scope: ofTask,
    });
    const summary = draft?.summary as (actorName: string) => string;
    expect(summary('Casey Client')).toBe('Casey Client withdrew the request "Gala gown"');
    expect(summary('  ')).toBe('Your client withdrew the request "Gala gown"');
  });

  it('tells the shopper how a client joined her', () => {
    const joined = (inviteCode: string | null): DomainEvent => ({
      name: 'client.joined',
      payload: { tenantId: 'shopper-1', clientId: 'client-2', inviteCode },
      scope: { tenantId: 'shopper-1', task: null },
    });
    expect(notificationOf(joined('K7Q2XW'))).toMatchObject({
      kind: 'CLIENT_JOINED',
      recipientId: 'shopper-1',
      summary: 'Joined with your invite code K7Q2XW',
      task: null,
    });
    expect(notificationOf(joined(null))?.summary).toBe('Chose you as their shopper');
  });
});
