import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { fromCents } from '@atelier/billing';
import { billingEntriesSql } from './billing-entries.sql';
import type { ClientBalanceDto } from './dto/shopper-dashboard.dto';
import { centsOf, timeOrNull } from './raw-values';
import { runSql } from './run-sql';

/** The latest of a column over the client's tasks (shop_tasks by clientId, then by taskId). */
const latestOverTasks = (join: string, column: string) =>
  `(SELECT MAX(${column}) FROM shop_tasks task ${join} WHERE task.clientId = client.userId)`;

const BALANCES_SQL = `SELECT client.userId AS clientId, balance.outstandingCents AS outstandingCents,
    ${latestOverTasks('', 'task.updatedAt')} AS taskAt,
    ${latestOverTasks('INNER JOIN messages message ON message.taskId = task.id', 'message.createdAt')} AS messageAt,
    ${latestOverTasks(
      'INNER JOIN items item ON item.taskId = task.id INNER JOIN item_feedback feedback ON feedback.itemId = item.id',
      'feedback.updatedAt',
    )} AS feedbackAt,
    ${latestOverTasks('INNER JOIN invoices invoice ON invoice.taskId = task.id', 'invoice.updatedAt')} AS invoiceAt
  FROM clients client
  LEFT JOIN (SELECT entry.clientId AS clientId, SUM(entry.amountCents) AS outstandingCents
    FROM (${billingEntriesSql('shopper')}) entry WHERE entry.invoiceStatus = 'DUE' GROUP BY entry.clientId) balance
    ON balance.clientId = client.userId
  WHERE client.shopperId = :shopperId
  ORDER BY client.userId`;

type Time = Date | string | null;

interface BalanceRow {
  clientId: string;
  outstandingCents: number | string | null;
  taskAt: Time;
  messageAt: Time;
  feedbackAt: Time;
  invoiceAt: Time;
}

/**
 * Per client of the shopper: what her DUE invoices bill, and when anything last happened on
 * her tasks (a task created or changed, a message, a like or dislike, an invoice changed).
 */
@Injectable()
export class ClientBalancesQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async run(shopperId: string): Promise<ClientBalanceDto[]> {
    const rows = await runSql<BalanceRow>(this.dataSource, BALANCES_SQL, { shopperId });
    return rows.map((row) => ({
      clientId: row.clientId,
      outstanding: fromCents(centsOf(row.outstandingCents)),
      lastActivityAt: latest([row.taskAt, row.messageAt, row.feedbackAt, row.invoiceAt].map(timeOrNull)),
    }));
  }
}

function latest(times: (Date | null)[]): Date | null {
  return times.reduce<Date | null>((last, time) => (time && (!last || time > last) ? time : last), null);
}
