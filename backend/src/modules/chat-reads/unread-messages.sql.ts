/**
 * Unread messages are the other party's messages after the reader's last read one, in chat
 * order (createdAt, id), compared in SQL against the read message's own row so no timestamp
 * crosses the driver. `:readerId` names the reader; messages are aliased `unread`.
 */
const READ_MARK_JOINS = `LEFT JOIN task_reads reading ON reading.taskId = unread.taskId AND reading.userId = :readerId
    LEFT JOIN messages lastRead ON lastRead.id = reading.lastReadMessageId`;
const AFTER_READ_MARK = `unread.senderId <> :readerId
    AND (lastRead.id IS NULL OR unread.createdAt > lastRead.createdAt
      OR (unread.createdAt = lastRead.createdAt AND unread.id > lastRead.id))`;

/** A correlated subquery: the unread count of the task `taskExpression` names. */
export function unreadCountOfTaskSql(taskExpression: string): string {
  return `(SELECT COUNT(*) FROM messages unread ${READ_MARK_JOINS}
    WHERE unread.taskId = ${taskExpression} AND ${AFTER_READ_MARK})`;
}

/** The unread count over every task whose `partyColumn` (shopperId or clientId) is the reader. */
export function unreadTotalSql(partyColumn: 'shopperId' | 'clientId'): string {
  return `SELECT COUNT(*) AS total FROM messages unread
    INNER JOIN shop_tasks task ON task.id = unread.taskId AND task.${partyColumn} = :readerId
    ${READ_MARK_JOINS}
    WHERE ${AFTER_READ_MARK}`;
}

/**
 * Per task whose `partyColumn` is the reader: its unread count (`unreadCount`) and when the
 * oldest of them was sent (`oldestAt`), one row per task that has any.
 */
export function unreadByTaskSql(partyColumn: 'shopperId' | 'clientId'): string {
  return `SELECT unread.taskId AS taskId, COUNT(*) AS unreadCount, MIN(unread.createdAt) AS oldestAt
    FROM messages unread
    INNER JOIN shop_tasks task ON task.id = unread.taskId AND task.${partyColumn} = :readerId
    ${READ_MARK_JOINS}
    WHERE ${AFTER_READ_MARK}
    GROUP BY unread.taskId`;
}

/** The ids of the reader's unread messages in the task `:taskId`. */
export function unreadMessageIdsOfTaskSql(): string {
  return `SELECT unread.id AS id FROM messages unread ${READ_MARK_JOINS}
    WHERE unread.taskId = :taskId AND ${AFTER_READ_MARK}`;
}
