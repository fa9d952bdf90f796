import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { fromCents, percentOf, toMoneyString } from '../../common/money/money';
import { QueryTextByShape } from '../../infra/database/query-text-by-shape';
import { CreditNote } from '../invoices/credit-notes/entities/credit-note.entity';
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
 * subtotal, the billed amounts, the latest invoice status and the caller's unread messages are
 * correlated subqueries, so the budget and invoice filters run in the database on the same expressions
 * the rows show.
 */
@Injectable()
export class TaskListQuery {
  /** The SQL of each shape of request: role, filters used, and the budget and invoice values. */
  private readonly texts = new QueryTextByShape();

  constructor(@InjectRepository(ShopTask) private readonly tasks: Repository<ShopTask>) {}

  async run(user: AuthUser, filters: ListTasksQueryDto): Promise<TaskListItemDto[]> {
    const [from, to] = filters.budget ? BUDGET_RANGES[filters.budget] : [null, null];
    const parameters = {
      userId: user.id,
      readerId: user.id,
      status: filters.status,
      clientId: filters.clientId,
      recipientId: filters.recipientId,
      q: filters.q ? `%${escapeLike(filters.q)}%` : undefined,
      budgetFrom: from,
      budgetTo: to,
    };
    const shape: string[] = [user.role, ...LIST_FILTERS.map((name) => (filters[name] ? name : ''))];
    // The budget and invoice filters also change the SQL's text by their value.
    shape.push(filters.budget ?? '', filters.invoice ?? '');
    const rows = await this.texts.run<RawTaskRow>(
      this.tasks.manager,
      shape.join('|'),
      () => this.build(user, filters),
      parameters,
    );
    const driver = this.tasks.manager.connection.driver;
    const createdAt = this.tasks.metadata.findColumnWithPropertyName('createdAt')!;
    const answers = this.tasks.metadata.findColumnWithPropertyName('answers')!;
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      // The database's datetime as the entity would hold it (text on SQLite, a Date on MySQL).
      createdAt: driver.prepareHydratedValue(row.createdAt, createdAt) as Date,
      clientId: row.clientId,
      recipientId: row.recipientId,
      feePct: toMoneyString(row.feePct),
      clientName: row.clientName ?? '',
      recipientName: row.recipientName,
      category: { key: row.categoryKey, name: row.categoryName },
      itemCount: Number(row.itemCount),
      // Whole cents: a DECIMAL string on MySQL, a number on SQLite.
      subtotal: fromCents(cents(row.subtotalCents)),
      total: fromCents(totalCents(row)),
      budget: budgetAnswer(driver.prepareHydratedValue(row.answers, answers)),
      invoiceStatus: row.invoiceStatus,
      unreadCount: Number(row.unreadCount),
    }));
  }

  /**
   * Plain rows of exactly the columns the cards show (no entities are built for rows that are
   * only serialized), with named parameters that run() fills in.
   */
  private build(user: AuthUser, filters: ListTasksQueryDto): SelectQueryBuilder<ShopTask> {
    const query = this.tasks
      .createQueryBuilder('task')
      .select('task.id', 'id')
      .addSelect('task.title', 'title')
      .addSelect('task.status', 'status')
      .addSelect('task.createdAt', 'createdAt')
      .addSelect('task.clientId', 'clientId')
      .addSelect('task.recipientId', 'recipientId')
      .addSelect('COALESCE(task.feePct, shopper.defaultFeePct)', 'feePct')
      .addSelect('task.answers', 'answers')
      .innerJoin('task.category', 'category')
      .addSelect('category.key', 'categoryKey')
      .addSelect('category.name', 'categoryName')
      .innerJoin('task.shopper', 'shopper')
      .leftJoin('task.recipient', 'recipient')
      .addSelect('recipient.displayName', 'recipientName')
      .leftJoin(Profile, 'clientProfile', 'clientProfile.userId = task.clientId')
      .addSelect('clientProfile.displayName', 'clientName');

    const itemCount = itemAggregate(query, 'COUNT(*)');
    // Cents, exact on both databases: ROUND(price * 100) is an integer before it is multiplied.
    const subtotalCents = itemAggregate(query, 'COALESCE(SUM(item.quantity * ROUND(item.unitPrice * 100)), 0)');
    const invoiceStatus = latestInvoiceStatus(query);
    query
      .addSelect(itemCount, 'itemCount')
      .addSelect(subtotalCents, 'subtotalCents')
      .addSelect(billedAggregate(query, 'originalSubtotal'), 'billedSubtotalCents')
      .addSelect(billedAggregate(query, 'total'), 'billedTotalCents')
      .addSelect(creditedAggregate(query), 'creditedTotalCents')
      .addSelect(invoiceStatus, 'invoiceStatus')
      .addSelect(unreadCountOfTaskSql('task.id'), 'unreadCount');

    // The caller's side of each task: the same rule as TaskAccess (isParty), as a filter.
    query.where(user.role === 'SHOPPER' ? 'task.shopperId = :userId' : 'task.clientId = :userId');
    if (filters.status) query.andWhere('task.status = :status');
    if (filters.clientId) query.andWhere('task.clientId = :clientId');
    if (filters.recipientId) query.andWhere('task.recipientId = :recipientId');
    if (filters.q) query.andWhere("task.title LIKE :q ESCAPE '!'");
    if (filters.budget) {
      query.andWhere(`${subtotalCents} >= :budgetFrom`);
      if (BUDGET_RANGES[filters.budget][1] !== null) query.andWhere(`${subtotalCents} < :budgetTo`);
    }
    if (filters.invoice) query.andWhere(`${invoiceStatus} ${INVOICE_CONDITIONS[filters.invoice]}`);
    return query.orderBy('task.createdAt', 'DESC').addOrderBy('task.id', 'DESC');
  }
}

/** The filters whose presence (not value) changes the SQL: build() tests them the same way. */
const LIST_FILTERS = ['status', 'clientId', 'recipientId', 'q'] as const;

interface RawTaskRow {
  id: string;
  title: string;
  status: TaskListItemDto['status'];
  createdAt: unknown;
  clientId: string;
  recipientId: string | null;
  feePct: string | number;
  /** JSON text (or already parsed, by driver): read through the column's hydration. */
  answers: unknown;
  categoryKey: TaskListItemDto['category']['key'];
  categoryName: string;
  recipientName: string | null;
  clientName: string | null;
  itemCount: number | string;
  subtotalCents: number | string;
  billedSubtotalCents: number | string;
  billedTotalCents: number | string;
  creditedTotalCents: number | string;
  invoiceStatus: TaskListItemDto['invoiceStatus'];
  unreadCount: number | string;
}

/**
 * The budget answer of a task's answers as the cards get it: text as typed, a number as its
 * digits; anything else (none, a list, an object) is null. Reading a limit from it is the task
 * page's job (frontends/common/src/budget), so that rule is written once.
 */
function budgetAnswer(answers: unknown): string | null {
  if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return null;
  const budget = (answers as Record<string, unknown>).budget;
  if (typeof budget === 'string') return budget.trim() === '' ? null : budget;
  if (typeof budget === 'number' && Number.isFinite(budget)) return String(budget);
  return null;
}

/** Whole cents from a SUM: a DECIMAL string on MySQL, a number on SQLite. */
function cents(value: number | string): number {
  return Math.round(Number(value));
}

/**
 * What the task comes to, fee included: what its invoices that are not VOID bill (DUE or PAID,
 * their own fees) less what their credit notes gave back, plus the items no such invoice holds
 * with the fee at the task's percent now. Held lines keep their item's price (a held item
 * cannot change), and returned units stay held, so what is not held is the items' subtotal
 * less the billed subtotals.
 */
function totalCents(row: RawTaskRow): number {
  const unbilled = cents(row.subtotalCents) - cents(row.billedSubtotalCents);
  const billed = cents(row.billedTotalCents) - cents(row.creditedTotalCents);
  return billed + unbilled + percentOf(unbilled, toMoneyString(row.feePct));
}

/** The sum, in cents, of the credit notes on the task's invoices that are not VOID. */
function creditedAggregate(query: SelectQueryBuilder<ShopTask>): string {
  return query
    .subQuery()
    .select('COALESCE(SUM(ROUND(note.total * 100)), 0)')
    .from(CreditNote, 'note')
    .innerJoin(Invoice, 'credited', 'credited.id = note.invoiceId')
    .where('credited.taskId = task.id')
    .andWhere("credited.status <> 'VOID'")
    .getQuery();
}

/** The sum, in cents, of an amount over the task's invoices that are not VOID. */
function billedAggregate(query: SelectQueryBuilder<ShopTask>, column: 'originalSubtotal' | 'total'): string {
  return query
    .subQuery()
    .select(`COALESCE(SUM(ROUND(invoice.${column} * 100)), 0)`)
    .from(Invoice, 'invoice')
    .where('invoice.taskId = task.id')
    .andWhere("invoice.status <> 'VOID'")
    .getQuery();
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
