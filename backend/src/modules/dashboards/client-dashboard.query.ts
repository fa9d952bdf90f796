import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { fromCents } from '@atelier/billing';
import { billingEntriesSql } from './billing-entries.sql';
import type { ClientDashboardDto, ClientDashboardInvoiceDto } from './dto/client-dashboard.dto';
import { OPEN_ITEM_STATUSES_SQL } from './open-items.sql';
import { owedBackSql } from './owed-back.sql';
import { centsOf, countOf, timeOrNull } from './raw-values';
import { runSql } from './run-sql';
import { TaskCountsQuery } from './task-counts.query';
import { PrepaidMoneyQuery } from './prepaid-money.query';

/** How many paid invoices the client's dashboard recalls. */
const RECENTLY_PAID = 3;

/** Her invoices of one status that bill anything, each with its total summed from its entries. */
const invoicesSql = (order: string) => `SELECT invoice.id AS invoiceId, invoice.invoiceNumber AS invoiceNumber,
    invoice.taskId AS taskId, task.title AS taskTitle, invoice.paidAt AS paidAt, billed.amountCents AS amountCents
  FROM (SELECT entry.invoiceId AS invoiceId, SUM(entry.amountCents) AS amountCents
    FROM (${billingEntriesSql('client')}) entry WHERE entry.invoiceStatus = :status GROUP BY entry.invoiceId) billed
  INNER JOIN invoices invoice ON invoice.id = billed.invoiceId
  INNER JOIN shop_tasks task ON task.id = invoice.taskId
  ORDER BY ${order}`;

const DUE_SQL = invoicesSql('COALESCE(invoice.finalizedAt, invoice.createdAt), invoice.id');
const PAID_SQL = `${invoicesSql('invoice.paidAt DESC, invoice.id')} LIMIT ${RECENTLY_PAID}`;

/** What her shopper owes her back, over every invoice of hers with a return. */
const COMING_BACK_SQL = `SELECT SUM(owed.amountCents) AS amountCents FROM (${owedBackSql('client')}) owed
  WHERE owed.amountCents > 0`;

/** The deposits asked of her and not paid yet. */
const DEPOSITS_ASKED_SQL = `SELECT deposit.id AS depositId, task.id AS taskId, task.title AS taskTitle,
    ROUND(deposit.amount * 100) AS amountCents, deposit.dueDate AS dueDate
  FROM task_deposits deposit
  INNER JOIN shop_tasks task ON task.id = deposit.taskId
  WHERE task.clientId = :clientId AND deposit.status = 'REQUESTED'
  ORDER BY deposit.createdAt, deposit.id`;

/** Per task of hers: its open items she has not reacted to, and when the oldest was added. */
const AWAITING_FEEDBACK_SQL = `SELECT task.id AS taskId, task.title AS taskTitle, COUNT(*) AS waiting,
    MIN(item.createdAt) AS oldestAt
  FROM shop_tasks task
  INNER JOIN items item ON item.taskId = task.id AND item.status IN ${OPEN_ITEM_STATUSES_SQL}
  LEFT JOIN item_feedback feedback ON feedback.itemId = item.id AND feedback.userId = :clientId
  WHERE task.clientId = :clientId AND feedback.id IS NULL
  GROUP BY task.id, task.title
  ORDER BY oldestAt, task.id`;

interface InvoiceRow {
  invoiceId: string;
  invoiceNumber: string;
  taskId: string;
  taskTitle: string;
  paidAt: Date | string | null;
  amountCents: number | string;
}

interface DepositRow {
  depositId: string;
  taskId: string;
  taskTitle: string;
  amountCents: number | string;
  dueDate: string | null;
}

interface AwaitingRow {
  taskId: string;
  taskTitle: string;
  waiting: number | string;
}

/**
 * The client's dashboard in eight statements, whatever her history: her DUE invoices with
 * what she owes in all, her latest paid ones, what is coming back to her after returns, the
 * items waiting for her like or dislike, her tasks by status, the deposits asked of her, and
 * what she has paid ahead (deposits held, credit).
 * Totals are hers: fee included, as her invoice shows them (invoice-views).
 */
@Injectable()
export class ClientDashboardQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly taskCounts: TaskCountsQuery,
    private readonly prepaid: PrepaidMoneyQuery,
  ) {}

  async run(clientId: string): Promise<ClientDashboardDto> {
    const [due, paid, awaiting, tasks, comingBack, depositsAsked, prepaid] = await Promise.all([
      runSql<InvoiceRow>(this.dataSource, DUE_SQL, { clientId, status: 'DUE' }),
      runSql<InvoiceRow>(this.dataSource, PAID_SQL, { clientId, status: 'PAID' }),
      runSql<AwaitingRow>(this.dataSource, AWAITING_FEEDBACK_SQL, { clientId }),
      this.taskCounts.run('clientId', clientId),
      runSql<{ amountCents: number | string | null }>(this.dataSource, COMING_BACK_SQL, { clientId }),
      runSql<DepositRow>(this.dataSource, DEPOSITS_ASKED_SQL, { clientId }),
      this.prepaid.run('client', clientId),
    ]);
    const first = awaiting[0];
    return {
      amountDue: fromCents(due.reduce((sum, row) => sum + centsOf(row.amountCents), 0)),
      comingBack: fromCents(centsOf(comingBack[0]?.amountCents ?? 0)),
      dueInvoices: due.map(toInvoice),
      recentlyPaid: paid.map(toInvoice),
      itemsAwaitingFeedback: awaiting.reduce((sum, row) => sum + countOf(row.waiting), 0),
      firstFeedbackTask: first ? { taskId: first.taskId, taskTitle: first.taskTitle } : null,
      tasks,
      depositsAsked: depositsAsked.map((row) => ({
        depositId: row.depositId,
        taskId: row.taskId,
        taskTitle: row.taskTitle,
        amount: fromCents(centsOf(row.amountCents)),
        dueDate: row.dueDate,
      })),
      prepaid,
    };
  }
}

function toInvoice(row: InvoiceRow): ClientDashboardInvoiceDto {
  return {
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    taskId: row.taskId,
    taskTitle: row.taskTitle,
    total: fromCents(centsOf(row.amountCents)),
    paidAt: timeOrNull(row.paidAt),
  };
}
