import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Item } from '../items/entities/item.entity';
import { payItem, releaseItem } from '../items/item-state';
import { readItems } from '../tasks/item-read-model';
import { TaskAccess, type TaskParties } from '../tasks/task-access.service';
import { moveTaskStatus } from '../tasks/task-status-moves';
import { ShopTask } from '../tasks/task.entity';
import type { TaskInvoiceDto } from './dto/invoice-view.dto';
import { effectiveFeePct } from './effective-fee';
import { Invoice, type InvoiceStatus } from './entities/invoice.entity';
import { InvoiceLine } from './entities/invoice-line.entity';
import { CreditNote } from './credit-notes/entities/credit-note.entity';
import { InvoiceLookup } from './invoice-lookup.service';
import { InvoiceReader } from './invoice-reader.service';
import { payInvoice, voidInvoice, voidLine } from './invoice-state';
import { Notification } from '../notifications/notification.entity';
import { Transactions } from '../../infra/database/transactions';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { announceInvoice } from './invoice-announcements';
import { type ItemStatusChanges, planItemStatuses, writeItemStatuses } from './item-status-updates';

export const HAS_RETURNS =
  'Returns have been recorded on this invoice, so it can no longer be voided. Record a return for the rest instead.';

export function stillDue(invoiceNumber: string): string {
  return `Invoice ${invoiceNumber} of this task is still due: mark it paid or void it first.`;
}

interface NewInvoice {
  taskId: string;
  shopperId: string;
  feePct: string;
}

/** What creating decided: the task's draft to reuse, or a new one to insert. */
type Creation = { reuse: string } | { insert: NewInvoice };

interface Closing {
  status: InvoiceStatus;
  itemStatuses: ItemStatusChanges;
}

interface Payment extends Closing {
  taskId: string;
  /** Nothing of the task's items is left to invoice: the task is complete once this is paid. */
  settlesTask: boolean;
}

/**
 * An invoice's life outside captures: created as an empty DRAFT (numberless, the shopper's
 * alone; its first capture finalizes it, see InvoiceCaptureService), then PAID (its items become
 * INVOICED_PAID for good) or VOID (its lines VOIDED, its items open again with the quantity it
 * held). A task has at most one open invoice (DRAFT or DUE); once its latest is PAID or VOID a new one may
 * follow, for what is left to invoice. The task's shopper alone does any of it; see
 * Transactions for the locking.
 */
@Injectable()
export class InvoiceLifecycleService {
  constructor(
    private readonly access: TaskAccess,
    private readonly lookup: InvoiceLookup,
    private readonly transactions: Transactions,
    private readonly reader: InvoiceReader,
    private readonly events: DomainEvents,
  ) {}

  /**
   * The task's draft: a new empty one, or the one already there (a picker cancelled earlier
   * left it, unseen by the client). 409 while the task has a DUE invoice. Only the shopper
   * hears of it: a draft is hers alone.
   */
  async create(user: AuthUser, taskId: string): Promise<TaskInvoiceDto> {
    const task = await this.access.shopper(user, taskId);
    const invoiceId = await this.transactions.decideThenWrite(
      (manager) => this.decideCreation(manager, task),
      (manager, creation) =>
        'reuse' in creation ? Promise.resolve(creation.reuse) : this.insert(manager, creation.insert),
    );
    const view = await this.reader.forShopper(invoiceId);
    await this.events.publish('invoice.created', {
      taskId,
      actorId: user.id,
      invoiceId,
    });
    return view;
  }

  /**
   * DUE -> PAID; its items can then never change again. When nothing of the task's items is
   * left to invoice, the task becomes COMPLETE (task-status-moves).
   */
  async pay(user: AuthUser, invoiceId: string): Promise<TaskInvoiceDto> {
    await this.lookup.forShopper(user, invoiceId);
    await this.transactions.decideThenWrite(
      async (manager): Promise<Payment> => {
        const invoice = await this.lockInvoice(manager, invoiceId);
        const lines = await manager.find(InvoiceLine, { where: { invoiceId } });
        const status = payInvoice(invoice.status, lines.length);
        const items = await this.lockItems(manager, lines);
        // Paying moves no quantity: what remains is what no DUE or PAID invoice holds.
        const remaining = await readItems(manager, { taskId: invoice.taskId });
        return {
          status,
          // An item whose every unit was returned stays CREDITED.
          itemStatuses: planItemStatuses(
            items.filter((item) => item.status !== 'CREDITED'),
            payItem,
          ),
          taskId: invoice.taskId,
          settlesTask: remaining.every((item) => item.qtyRemaining === 0),
        };
      },
      async (manager, { status, itemStatuses, taskId, settlesTask }) => {
        const now = new Date();
        await manager.update(Invoice, { id: invoiceId }, { status, paidAt: now, updatedAt: now });
        await writeItemStatuses(manager, itemStatuses);
        if (settlesTask) await moveTaskStatus(manager, taskId, 'COMPLETE');
      },
    );
    const view = await this.reader.forShopper(invoiceId);
    await announceInvoice(this.events, user.id, view, 'invoice.paid');
    return view;
  }

  /**
   * DUE -> VOID, for good. Its lines become VOIDED and stop holding their items' quantity; the
   * items go back to AVAILABLE, or to INVOICED_PAID when an earlier invoice paid part of them
   * (item-state releaseItem). The totals stay as the record of what the voided invoice billed.
   * Its finalization is no longer news: the client's notice of it (with its amount) is taken
   * back, so neither her bell nor a digest still waiting to go out announces it.
   */
  async void(user: AuthUser, invoiceId: string): Promise<TaskInvoiceDto> {
    await this.lookup.forShopper(user, invoiceId);
    await this.transactions.decideThenWrite(
      async (manager): Promise<Closing> => {
        const invoice = await this.lockInvoice(manager, invoiceId);
        const status = voidInvoice(invoice.status);
        if (await manager.exists(CreditNote, { where: { invoiceId } })) throw new ConflictException(HAS_RETURNS);
        const lines = await manager.find(InvoiceLine, { where: { invoiceId } });
        for (const line of lines) voidLine(line.status);
        const items = await this.lockItems(manager, lines);
        const partlyPaid = await this.paidItemIds(manager, items);
        return {
          status,
          itemStatuses: planItemStatuses(items, (itemStatus, item) => releaseItem(itemStatus, partlyPaid.has(item.id))),
        };
      },
      async (manager, { status, itemStatuses }) => {
        const now = new Date();
        await manager.update(Invoice, { id: invoiceId }, { status, voidedAt: now, updatedAt: now });
        await manager.update(InvoiceLine, { invoiceId }, { status: 'VOIDED', voidedAt: now });
        await writeItemStatuses(manager, itemStatuses);
        await manager.delete(Notification, { kind: 'INVOICE_FINALIZED', subjectId: invoiceId });
      },
    );
    const view = await this.reader.forShopper(invoiceId);
    await announceInvoice(this.events, user.id, view, 'invoice.voided');
    return view;
  }

  private async decideCreation(manager: EntityManager, task: TaskParties): Promise<Creation> {
    // The task row's lock makes two creations for the same task take turns.
    await this.transactions
      .forUpdate(manager.getRepository(ShopTask).createQueryBuilder('task').select('task.id').where({ id: task.id }))
      .getOneOrFail();
    const open = await manager.findOne(Invoice, {
      where: { taskId: task.id, status: In(['DRAFT', 'DUE']) },
      select: { id: true, status: true, invoiceNumber: true },
    });
    if (open?.status === 'DRAFT') return { reuse: open.id };
    if (open) throw new ConflictException(stillDue(open.invoiceNumber!));
    return { insert: { taskId: task.id, shopperId: task.shopperId, feePct: await effectiveFeePct(manager, task.id) } };
  }

  private async insert(manager: EntityManager, plan: NewInvoice): Promise<string> {
    const id = randomUUID();
    await manager.insert(Invoice, {
      id,
      ...plan,
      invoiceNumber: null,
      status: 'DRAFT',
      originalSubtotal: '0.00',
      serviceFee: '0.00',
      taxes: '0.00',
      total: '0.00',
    });
    return id;
  }

  private lockInvoice(manager: EntityManager, invoiceId: string): Promise<Invoice> {
    return this.transactions
      .forUpdate(manager.getRepository(Invoice).createQueryBuilder('invoice').where({ id: invoiceId }))
      .getOneOrFail();
  }

  /** Those of the items that a PAID invoice holds part of. */
  private async paidItemIds(manager: EntityManager, items: readonly Item[]): Promise<Set<string>> {
    if (items.length === 0) return new Set();
    const rows = await manager
      .getRepository(InvoiceLine)
      .createQueryBuilder('line')
      .innerJoin('line.invoice', 'invoice')
      .select('DISTINCT line.itemId', 'itemId')
      .where({ itemId: In(items.map((item) => item.id)), status: 'CAPTURED' })
      .andWhere("invoice.status = 'PAID'")
      .getRawMany<{ itemId: string }>();
    return new Set(rows.map((row) => row.itemId));
  }

  /** The items of the lines, locked after their invoice and in id order, like captures lock them. */
  private async lockItems(manager: EntityManager, lines: readonly InvoiceLine[]): Promise<Item[]> {
    const ids = [...new Set(lines.map((line) => line.itemId))];
    if (ids.length === 0) return [];
    return this.transactions
      .forUpdate(
        manager
          .getRepository(Item)
          .createQueryBuilder('item')
          .where({ id: In(ids) })
          .orderBy('item.id', 'ASC'),
      )
      .getMany();
  }
}
