/** The badges of a recipient card. */
export interface RecipientTaskCounts {
  total: number;
  active: number;
  done: number;
  draft: number;
}

/*
 * Today's tasks are DRAFT, ACTIVE, COMPLETE or ARCHIVED; the spec also names IN_PROGRESS,
 * SUBMITTED and COMPLETED as statuses seen on other screens and counted on these cards, so
 * they are counted too. ARCHIVED counts only in the total.
 */
const BUCKET_OF_STATUS: Record<string, keyof Omit<RecipientTaskCounts, 'total'>> = {
  ACTIVE: 'active',
  IN_PROGRESS: 'active',
  SUBMITTED: 'active',
  COMPLETE: 'done',
  COMPLETED: 'done',
  DRAFT: 'draft',
};

export const NO_TASKS: Readonly<RecipientTaskCounts> = { total: 0, active: 0, done: 0, draft: 0 };

/** Rows of `GROUP BY recipientId, status` (counts are strings on MySQL) to counts per recipient. */
export function tallyTaskCounts(
  rows: readonly { recipientId: string; status: string; count: number | string }[],
): Map<string, RecipientTaskCounts> {
  const counts = new Map<string, RecipientTaskCounts>();
  for (const row of rows) {
    const tally = counts.get(row.recipientId) ?? { ...NO_TASKS };
    const count = Number(row.count);
    tally.total += count;
    const bucket = BUCKET_OF_STATUS[row.status];
    if (bucket) tally[bucket] += count;
    counts.set(row.recipientId, tally);
  }
  return counts;
}
