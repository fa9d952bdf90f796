import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { fromCents } from '@atelier/billing';
import { unreadByTaskSql } from '../chat-reads/unread-messages.sql';
import { ATTENTION_LIMIT, type AttentionKind, urgencyOf } from './attention-rules';
import { billingEntriesSql } from './billing-entries.sql';
import type { AttentionEntryDto } from './dto/shopper-dashboard.dto';
import { OPEN_ITEM_STATUSES_SQL } from './open-items.sql';
import { owedBackSql } from './owed-back.sql';
import { centsOf, countOf, timeOf } from './raw-values';
import { runSql } from './run-sql';

/*
 * One row per task and kind, from the indexed columns each rule reads: the shopper's tasks
 * (shopperId), their messages (taskId, createdAt) and read marks (primary key), items (taskId)
 * and feedback (itemId, userId), pins (taskId; the oldest open one named, so the dashboard opens
 * it), the request notification (userId, taskId) and invoices (shopperId) with their payments, credit
 * notes and refunds (invoiceId). Sorted and cut in the database, then named in the same statement.
 */
const ATTENTION_SQL = `SELECT entry.kind AS kind, entry.taskId AS taskId, task.title AS taskTitle,
    task.clientId AS clientId, clientProfile.displayName AS clientName, entry.entryCount AS entryCount,
    entry.since AS since, entry.invoiceId AS invoiceId, entry.invoiceNumber AS invoiceNumber,
    entry.amountCents AS amountCents, entry.pinId AS pinId, pin.imageUrl AS pinImageUrl
  FROM (
    SELECT 'UNREAD_MESSAGES' AS kind, ${urgencyOf('UNREAD_MESSAGES')} AS urgency, unread.taskId AS taskId,
        unread.unreadCount AS entryCount, unread.oldestAt AS since,
        NULL AS invoiceId, NULL AS invoiceNumber, NULL AS amountCents, NULL AS pinId
      FROM (${unreadByTaskSql('shopperId')}) unread
    UNION ALL
    SELECT 'REQUEST_WITHOUT_ITEMS', ${urgencyOf('REQUEST_WITHOUT_ITEMS')}, request.id, 1, request.createdAt, NULL, NULL, NULL, NULL
      FROM shop_tasks request
      WHERE request.shopperId = :shopperId AND request.status IN ('DRAFT', 'ACTIVE')
        AND EXISTS (SELECT 1 FROM notifications submitted WHERE submitted.userId = request.shopperId
          AND submitted.taskId = request.id AND submitted.kind = 'REQUEST_SUBMITTED')
        AND NOT EXISTS (SELECT 1 FROM items item WHERE item.taskId = request.id)
    UNION ALL
    SELECT 'DISLIKED_ITEMS', ${urgencyOf('DISLIKED_ITEMS')}, disliked.id, COUNT(*), MIN(feedback.updatedAt), NULL, NULL, NULL, NULL
      FROM shop_tasks disliked
      INNER JOIN items item ON item.taskId = disliked.id AND item.status IN ${OPEN_ITEM_STATUSES_SQL}
      INNER JOIN item_feedback feedback ON feedback.itemId = item.id AND feedback.userId = disliked.clientId
      WHERE disliked.shopperId = :shopperId AND feedback.isLiked = 0
      GROUP BY disliked.id
    UNION ALL
    SELECT 'OPEN_COMMENTS', ${urgencyOf('OPEN_COMMENTS')}, pinned.id, COUNT(*), MIN(pin.createdAt), NULL, NULL, NULL,
        (SELECT oldest.id FROM image_comments oldest WHERE oldest.taskId = pinned.id
          AND oldest.userId = pinned.clientId AND oldest.status = 'ACTIVE' AND oldest.parentCommentId IS NULL
          ORDER BY oldest.createdAt, oldest.id LIMIT 1)
      FROM shop_tasks pinned
      INNER JOIN image_comments pin ON pin.taskId = pinned.id AND pin.userId = pinned.clientId
      WHERE pinned.shopperId = :shopperId AND pin.status = 'ACTIVE' AND pin.parentCommentId IS NULL
      GROUP BY pinned.id, pinned.clientId
    UNION ALL
    SELECT 'INVOICE_OVERDUE', ${urgencyOf('INVOICE_OVERDUE')}, invoice.taskId, 1,
        COALESCE(invoice.finalizedAt, invoice.createdAt), invoice.id, invoice.invoiceNumber, COALESCE(due.amountCents, 0),
        NULL
      FROM invoices invoice
      LEFT JOIN (SELECT entry.invoiceId AS invoiceId, SUM(entry.amountCents) AS amountCents
        FROM (${billingEntriesSql('shopper')}) entry WHERE entry.invoiceStatus = 'DUE' GROUP BY entry.invoiceId) due
        ON due.invoiceId = invoice.id
      WHERE invoice.shopperId = :shopperId AND invoice.status = 'DUE' AND invoice.dueDate < :today
    UNION ALL
    SELECT 'REFUND_OWED', ${urgencyOf('REFUND_OWED')}, owed.taskId, 1, owed.since, owed.invoiceId, owed.invoiceNumber,
        owed.amountCents, NULL
      FROM (${owedBackSql('shopper')}) owed
      WHERE owed.amountCents > 0
  ) entry
  INNER JOIN shop_tasks task ON task.id = entry.taskId
  LEFT JOIN profiles clientProfile ON clientProfile.userId = task.clientId
  LEFT JOIN image_comments pin ON pin.id = entry.pinId
  ORDER BY entry.urgency, entry.since, entry.taskId
  LIMIT ${ATTENTION_LIMIT}`;

interface AttentionRow {
  kind: AttentionKind;
  taskId: string;
  taskTitle: string;
  clientId: string;
  clientName: string | null;
  entryCount: number | string;
  since: Date | string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  amountCents: number | string | null;
  pinId: string | null;
  pinImageUrl: string | null;
}

/**
 * The shopper's "Needs your attention" list in one statement, whatever her history. A request
 * is a task her client submitted (the REQUEST_SUBMITTED notification records that; tasks do not
 * record who created them). An invoice is DUE since it was finalized, or created if it never was.
 */
@Injectable()
export class ShopperAttentionQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async run(shopperId: string, now: Date): Promise<AttentionEntryDto[]> {
    const rows = await runSql<AttentionRow>(this.dataSource, ATTENTION_SQL, {
      shopperId,
      readerId: shopperId,
      // Overdue from the day after the due date (@atelier/billing isOverdue).
      today: now.toISOString().slice(0, 10),
    });
    return rows.map((row) => ({
      kind: row.kind,
      taskId: row.taskId,
      taskTitle: row.taskTitle,
      clientId: row.clientId,
      clientName: row.clientName ?? '',
      count: countOf(row.entryCount),
      since: timeOf(row.since),
      invoiceId: row.invoiceId,
      invoiceNumber: row.invoiceNumber,
      amount: row.kind === 'INVOICE_OVERDUE' || row.kind === 'REFUND_OWED' ? fromCents(centsOf(row.amountCents)) : null,
      pin: row.pinId !== null && row.pinImageUrl !== null ? { commentId: row.pinId, imageUrl: row.pinImageUrl } : null,
    }));
  }
}
