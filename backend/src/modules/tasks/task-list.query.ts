import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { fromCents } from '../../common/money/money';
import { Invoice } from '../invoices/entities/invoice.entity';
import { Item } from '../items/entities/item.entity';
import { unreadCountOfTaskSql } from '../chat-reads/unread-messages.sql';
import { Profile } from '../users/entities/profile.entity';
import type { BudgetBucket, InvoiceFilter, ListTasksQueryDto } from './dto/list-tasks-query.dto';
import type { TaskListItemDto } from './dto/task-list-item.dto';
import { ShopTask } from './task.entity';

/** Budget buckets in cents: [from, to) on the item subtotal. */
const BUDGET_RANGES: Record<BudgetBucket, [number, number | null]> = {
  under100: [0, 100_00],
  '100to500': [100_00, 500_00],
  '500to1000': [500_00, 1000_00],
  over1000: [1000_00, null],
};

const INVOICE_CONDITIONS: Record<InvoiceFilter, string> = {
  has: 'IS NOT NULL',
  none: 'IS NULL',
  paid: "= 'PAID'",
  due: "= 'DUE'",
};

/** `!` escapes LIKE wildcards the same way on MySQL and SQLite (a backslash would not). */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);

/**
 * GET /api/tasks in one query, whatever the number of tasks and items: the item count, the
 * subtotal, the latest invoice status and the caller's unread messages are correlated
 * subqueries, so the budget and invoice filters run in the database on the same expressions
 * the rows show.
 */
@Injectable()
export class TaskListQuery {
  constructor(@InjectRepository(ShopTask) private readonly tasks: Repository<ShopTask>) {}

  async run(user: AuthUser, filters: ListTasksQueryDto): Promise<TaskListItemDto[]> {
    const query = this.tasks
      .createQueryBuilder('task')
      .select([
        'task.id',
        'task.title',
        'task.status',
        'task.createdAt',
        'task.clientId',
        'task.recipientId',
        'task.feePct',
      ])
      .innerJoin('task.category', 'category')
      .addSelect(['category.id', 'category.key', 'category.name'])
      .innerJoin('task.shopper', 'shopper')
      .addSelect(['shopper.userId', 'shopper.defaultFeePct'])
      .leftJoin('task.recipient', 'recipient')
      .addSelect(['recipient.id', 'recipient.displayName'])
      .leftJoin(Profile, 'clientProfile', 'clientProfile.userId = task.clientId')
      .addSelect('clientProfile.displayName', 'clientName');

    const itemCount = itemAggregate(query, 'COUNT(*)');
    // Cents, exact on both databases: ROUND(price * 100) is an integer before it is multiplied.
    const subtotalCents = itemAggregate(query, 'COALESCE(SUM(item.quantity * ROUND(item.unitPrice * 100)), 0)');
    const invoiceStatus = latestInvoiceStatus(query);
    query
      .addSelect(itemCount, 'itemCount')
      .addSelect(subtotalCents, 'subtotalCents')
      .addSelect(invoiceStatus, 'invoiceStatus')
      .addSelect(unreadCountOfTaskSql('task.id'), 'unreadCount')
      .setParameter('readerId', user.id);

    // The caller's side of each task: the same rule as TaskAccess (isParty), as a filter.
    if (user.role === 'SHOPPER') query.where('task.shopperId = :userId', { userId: user.id });
    else query.where('task.clientId = :userId', { userId: user.id });

    if (filters.status) query.andWhere('task.status = :status', { status: filters.status });
    if (filters.clientId) query.andWhere('task.clientId = :clientId', { clientId: filters.clientId });
    if (filters.recipientId) query.andWhere('task.recipientId = :recipientId', { recipientId: filters.recipientId });
    if (filters.q) query.andWhere("task.title LIKE :q ESCAPE '!'", { q: `%${escapeLike(filters.q)}%` });
    if (filters.budget) {
      const [from, to] = BUDGET_RANGES[filters.budget];
      query.andWhere(`${subtotalCents} >= :budgetFrom`, { budgetFrom: from });
      if (to !== null) query.andWhere(`${subtotalCents} < :budgetTo`, { budgetTo: to });
    }
    if (filters.invoice) query.andWhere(`${invoiceStatus} ${INVOICE_CONDITIONS[filters.invoice]}`);

    const { entities, raw } = await query
      .orderBy('task.createdAt', 'DESC')
      .addOrderBy('task.id', 'DESC')
      .getRawAndEntities();
    const extras = new Map(raw.map((row: RawTaskRow) => [String(row.task_id), row]));
    return entities.map((task) => {
      const row = extras.get(task.id)!;
      return {
        id: task.id,
        title: task.title,
        status: task.status,
        createdAt: task.createdAt,
        clientId: task.clientId,
        recipientId: task.recipientId,
        feePct: task.feePct ?? task.shopper!.defaultFeePct,
        clientName: row.clientName ?? '',
        recipientName: task.recipient?.displayName ?? null,
        category: { key: task.category!.key, name: task.category!.name },
        itemCount: Number(row.itemCount),
        // Whole cents: a DECIMAL string on MySQL, a number on SQLite.
        subtotal: fromCents(Math.round(Number(row.subtotalCents))),
        invoiceStatus: (row.invoiceStatus as TaskListItemDto['invoiceStatus']) ?? null,
        unreadCount: Number(row.unreadCount),
      };
    });
  }
}

interface RawTaskRow {
  task_id: string;
  clientName: string | null;
  itemCount: number | string;
  subtotalCents: number | string;
  invoiceStatus: string | null;
  unreadCount: number | string;
}

function itemAggregate(query: SelectQueryBuilder<ShopTask>, aggregate: string): string {
  return query.subQuery().select(aggregate).from(Item, 'item').where('item.taskId = task.id').getQuery();
}

function latestInvoiceStatus(query: SelectQueryBuilder<ShopTask>): string {
  return query
    .subQuery()
    .select('invoice.status')
    .from(Invoice, 'invoice')
    .where('invoice.taskId = task.id')
    .andWhere("invoice.status <> 'VOID'")
    .orderBy('invoice.createdAt', 'DESC')
    .addOrderBy('invoice.id', 'DESC')
    .limit(1)
    .getQuery();
}
