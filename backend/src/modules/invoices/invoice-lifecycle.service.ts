import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Item } from '../items/entities/item.entity';
import { releaseItem } from '../items/item-state';
import { TaskAccess, type TaskParties } from '../tasks/task-access.service';
import { ShopTask } from '../tasks/task.entity';
import type { TaskInvoiceDto } from './dto/invoice-view.dto';
import { effectiveFeePct } from './effective-fee';
import { Invoice, type InvoiceStatus } from './entities/invoice.entity';
import { InvoiceLine } from './entities/invoice-line.entity';
import { CreditNote } from './credit-notes/entities/credit-note.entity';
import { InvoicePayment } from './payments/entities/invoice-payment.entity';
import { InvoiceLookup } from './invoice-lookup.service';
import { InvoiceReader } from './invoice-reader.service';
import { voidInvoice, voidLine } from './invoice-state';
import { lockInvoice, lockItemsOf } from './invoice-locks';
import { Notification } from '../notifications/notification.entity';
import { Transactions } from '../../infra/database/transactions';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { announceInvoice } from './invoice-announcements';
import { EmailOutbox } from '../email/email-outbox.service';
import { draftClientEmail } from './emails/client-email-draft';
import { type ItemStatusChanges, planItemStatuses, writeItemStatuses } from './item-status-updates';

export const HAS_RETURNS =
  'Returns have been recorded on this invoice, so it can no longer be voided. Record a return for the rest instead.';

export const HAS_PAYMENTS =
  'Payments have been recorded on this invoice, so it can no longer be voided. Record the rest as paid, or record a return.';

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
  taskId: string;
  status: InvoiceStatus;
  itemStatuses: ItemStatusChanges;
}

/**
 * An invoice's life outside captures and payments: created as an empty DRAFT (numberless, the
 * shopper's alone; its first capture finalizes it, see InvoiceCaptureService), then PAID (its
 * payments reach its balance, see InvoicePaymentsService) or VOID (its lines VOIDED, its items
 * open again with the quantity it held). A task has at most one open invoice (DRAFT or DUE);
 * once its latest is PAID or VOID a new one may follow, for what is left to invoice. The task's shopper alone does any of it; see
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
    private readonly outbox: EmailOutbox,
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
   * DUE -> VOID, for good. Its lines become VOIDED and stop holding their items' quantity; the
   * items go back to AVAILABLE, or to INVOICED_PAID when an earlier invoice paid part of them
   * (item-state releaseItem). The totals stay as the record of what the voided invoice billed.
   * Its finalization is no longer news: the client's notice of it (with its amount) is taken
   * back, so neither her bell nor a digest still waiting to go out announces it, and she is
   * told it was withdrawn (if she was sent it: InvoiceWithdrawnEmailComposer).
   */
  async void(user: AuthUser, invoiceId: string): Promise<TaskInvoiceDto> {
    await this.lookup.forShopper(user, invoiceId);
    await this.transactions.decideThenWrite(
      async (manager): Promise<Closing> => {
        const invoice = await lockInvoice(this.transactions, manager, invoiceId);
        const status = voidInvoice(invoice.status);
        if (await manager.exists(CreditNote, { where: { invoiceId } })) throw new ConflictException(HAS_RETURNS);
        if (await manager.exists(InvoicePayment, { where: { invoiceId } })) throw new ConflictException(HAS_PAYMENTS);
        const lines = await manager.find(InvoiceLine, { where: { invoiceId } });
        for (const line of lines) voidLine(line.status);
        const items = await lockItemsOf(this.transactions, manager, lines);
        const partlyPaid = await this.paidItemIds(manager, items);
        return {
          taskId: invoice.taskId,
          status,
          itemStatuses: planItemStatuses(items, (itemStatus, item) => releaseItem(itemStatus, partlyPaid.has(item.id))),
        };
      },
      async (manager, { taskId, status, itemStatuses }) => {
        const now = new Date();
        await manager.update(Invoice, { id: invoiceId }, { status, voidedAt: now, updatedAt: now });
        await manager.update(InvoiceLine, { invoiceId }, { status: 'VOIDED', voidedAt: now });
        await writeItemStatuses(manager, itemStatuses);
        await manager.delete(Notification, { kind: 'INVOICE_FINALIZED', subjectId: invoiceId });
        const withdrawn = { taskId, kind: 'invoice-withdrawn' as const, subjectId: invoiceId };
        await this.outbox.write(manager, await draftClientEmail(this.outbox, manager, withdrawn));
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
}
