import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { fromCents, toMoneyString } from '@atelier/billing';
import type { AuthUser } from '../../common/auth/auth-user';
import { QueryTextByShape } from '../../infra/database/query-text-by-shape';
import { unreadCountOfTaskSql } from '../chat-reads/unread-messages.sql';
import { Profile } from '../users/entities/profile.entity';
import { type ListTaskPageQueryDto, TASK_PAGE_DEFAULT_LIMIT } from './dto/list-task-page-query.dto';
import type { BudgetBucket, InvoiceFilter, ListTasksQueryDto } from './dto/list-tasks-query.dto';
import type { TaskListItemDto } from './dto/task-list-item.dto';
import type { TaskPageDto } from './dto/task-page.dto';
import {
  billedAggregate,
  creditedAggregate,
  heldFeeAggregate,
  ITEMS_FEE_CENTS,
  itemAggregate,
  latestInvoiceStatus,
  SUBTOTAL_CENTS,
} from './task-list-aggregates';
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
 * GET /api/tasks in one query, whatever the number of tasks and items, and GET /api/tasks/page
 * in two (the page, the counts): the item count, the subtotal, the billed amounts, the latest
 * invoice status and the caller's unread messages are correlated subqueries, so the budget and
 * invoice filters run in the database on the same expressions the rows show.
 */
@Injectable()
export class TaskListQuery {
  /** The SQL of each shape of request: role, filters used, and the budget and invoice values. */
  private readonly texts = new QueryTextByShape();

  constructor(@InjectRepository(ShopTask) private readonly tasks: Repository<ShopTask>) {}

  async run(user: AuthUser, filters: ListTasksQueryDto): Promise<TaskListItemDto[]> {
    return this.rows(user, filters, null);
  }

  /**
   * GET /api/tasks/page: `limit` tasks from the one after `cursor` (keyset on createdAt, id:
   * no row before the page is read), and the counts of the whole list, in two statements
   * whatever the shopper's history.
   */
  async page(user: AuthUser, query: ListTaskPageQueryDto): Promise<TaskPageDto> {
    const limit = query.limit ?? TASK_PAGE_DEFAULT_LIMIT;
    // One more than the page: whether there is a next page, without counting what follows.
    const rows = await this.rows(user, query, { limit: limit + 1, after: query.cursor ?? null });
    const [counts] = await this.texts.run<{ matchingCount: number | string; totalCount: number | string }>(
      this.tasks.manager,
      `counts|${this.shapeOf(user, query)}`,
      () => this.buildCounts(user, query),
      this.parametersOf(user, query, null),
    );
    const tasks = rows.slice(0, limit);
    return {
      tasks,
      matchingCount: Number(counts?.matchingCount ?? 0),
      totalCount: Number(counts?.totalCount ?? 0),
      nextCursor: rows.length > limit ? tasks[tasks.length - 1]!.id : null,
    };
  }

  private async rows(user: AuthUser, filters: ListTasksQueryDto, page: Page | null): Promise<TaskListItemDto[]> {
    const shape = page ? `page|${page.limit}|${page.after ? 'after' : ''}|` : '';
    const rows = await this.texts.run<RawTaskRow>(
      this.tasks.manager,
      shape + this.shapeOf(user, filters),
      () => this.build(user, filters, page),
      this.parametersOf(user, filters, page),
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

  /** Role, filters used, and the budget and invoice values: what changes the SQL's text. */
  private shapeOf(user: AuthUser, filters: ListTasksQueryDto): string {
    const shape: string[] = [user.role, ...LIST_FILTERS.map((name) => (filters[name] ? name : ''))];
    shape.push(filters.budget ?? '', filters.invoice ?? '');
    return shape.join('|');
  }

  private parametersOf(user: AuthUser, filters: ListTasksQueryDto, page: Page | null) {
    const [from, to] = filters.budget ? BUDGET_RANGES[filters.budget] : [null, null];
    return {
      userId: user.id,
      readerId: user.id,
      status: filters.status,
      clientId: filters.clientId,
      recipientId: filters.recipientId,
      q: filters.q ? `%${escapeLike(filters.q)}%` : undefined,
      budgetFrom: from,
      budgetTo: to,
      after: page?.after ?? undefined,
    };
  }

  /**
   * Plain rows of exactly the columns the cards show (no entities are built for rows that are
   * only serialized), with named parameters that run() fills in.
   */
  private build(user: AuthUser, filters: ListTasksQueryDto, page: Page | null): SelectQueryBuilder<ShopTask> {
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
    const subtotalCents = itemAggregate(query, SUBTOTAL_CENTS);
    const invoiceStatus = latestInvoiceStatus(query);
    query
      .addSelect(itemCount, 'itemCount')
      .addSelect(subtotalCents, 'subtotalCents')
      .addSelect(billedAggregate(query, 'originalSubtotal'), 'billedSubtotalCents')
      .addSelect(billedAggregate(query, 'total'), 'billedTotalCents')
      .addSelect(creditedAggregate(query), 'creditedTotalCents')
      .addSelect(itemAggregate(query, ITEMS_FEE_CENTS), 'itemsFeeCents')
      .addSelect(heldFeeAggregate(query), 'heldFeeCents')
      .addSelect(invoiceStatus, 'invoiceStatus')
      .addSelect(unreadCountOfTaskSql('task.id'), 'unreadCount');

    filterTasks(query, user, filters, { subtotalCents, invoiceStatus });
    if (page?.after) query.andWhere(afterCursor(query));
    query.orderBy('task.createdAt', 'DESC').addOrderBy('task.id', 'DESC');
    return page ? query.limit(page.limit) : query;
  }

  /** How many of the caller's tasks pass the filters, and how many they have in all. */
  private buildCounts(user: AuthUser, filters: ListTasksQueryDto): SelectQueryBuilder<ShopTask> {
    const query = this.tasks.createQueryBuilder('task').select('COUNT(*)', 'matchingCount');
    const all = query
      .subQuery()
      .select('COUNT(*)')
      .from(ShopTask, 'mine')
      .where(user.role === 'SHOPPER' ? 'mine.shopperId = :userId' : 'mine.clientId = :userId')
      .getQuery();
    query.addSelect(all, 'totalCount');
    filterTasks(query, user, filters, {
      subtotalCents: itemAggregate(query, SUBTOTAL_CENTS),
      invoiceStatus: latestInvoiceStatus(query),
    });
    return query;
  }
}

interface Page {
  limit: number;
  /** The id of the task the page starts after. */
  after: string | null;
}

/**
 * The caller's side of each task (the same rule as TaskAccess's isParty) and the filters, on
 * the same expressions the rows show.
 */
function filterTasks(
  query: SelectQueryBuilder<ShopTask>,
  user: AuthUser,
  filters: ListTasksQueryDto,
  { subtotalCents, invoiceStatus }: { subtotalCents: string; invoiceStatus: string },
): void {
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
  if (filters.unread) query.andWhere(`${unreadCountOfTaskSql('task.id')} > 0`);
}

/**
 * The tasks listed after the cursor's task, newest first: older, or as old with a smaller id.
 * A cursor that names no task of the list leaves the page empty.
 */
function afterCursor(query: SelectQueryBuilder<ShopTask>): string {
  const cursorCreatedAt = query
    .subQuery()
    .select('cursorTask.createdAt')
    .from(ShopTask, 'cursorTask')
    .where('cursorTask.id = :after')
    .getQuery();
  return `(task.createdAt < ${cursorCreatedAt} OR (task.createdAt = ${cursorCreatedAt} AND task.id < :after))`;
}

/** The filters whose presence (not value) changes the SQL: filterTasks() tests them the same way. */
const LIST_FILTERS = ['status', 'clientId', 'recipientId', 'q', 'unread'] as const;

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
  itemsFeeCents: number | string;
  heldFeeCents: number | string;
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
 * at their price and their fee at the task's percent now, as the task page prices them. Held
 * lines keep their item's price (a held item cannot change), and returned units stay held, so
 * what is not held is the items' subtotal less the billed subtotals.
 */
function totalCents(row: RawTaskRow): number {
  const unbilled = cents(row.subtotalCents) - cents(row.billedSubtotalCents);
  const billed = cents(row.billedTotalCents) - cents(row.creditedTotalCents);
  return billed + unbilled + cents(row.itemsFeeCents) - cents(row.heldFeeCents);
}
