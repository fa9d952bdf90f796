import { tallyTaskCounts } from './recipient-task-counts';

describe('tallyTaskCounts', () => {
  it('buckets statuses the way the recipient cards count them', () => {
    const counts = tallyTaskCounts([
      { recipientId: 'r1', status: 'DRAFT', count: 2 },
      { recipientId: 'r1', status: 'ACTIVE', count: '1' },
      { recipientId: 'r1', status: 'IN_PROGRESS', count: 1 },
      { recipientId: 'r1', status: 'SUBMITTED', count: 1 },
      { recipientId: 'r1', status: 'COMPLETE', count: 3 },
      { recipientId: 'r1', status: 'COMPLETED', count: 1 },
      { recipientId: 'r1', status: 'ARCHIVED', count: 4 },
      { recipientId: 'r2', status: 'ACTIVE', count: 5 },
    ]);
    expect(counts.get('r1')).toEqual({ total: 13, active: 3, done: 4, draft: 2 });
    expect(counts.get('r2')).toEqual({ total: 5, active: 5, done: 0, draft: 0 });
    expect(counts.get('r3')).toBeUndefined();
  });
});
