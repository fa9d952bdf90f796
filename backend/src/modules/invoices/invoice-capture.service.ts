import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import {
  addDays,
  fromCents,
  type InvoiceTotals,
  invoiceTotals,
  lineAmounts,
  MAX_AMOUNT_CENTS,
  MAX_AMOUNT_TEXT,
} from '@atelier/billing';
import type { AuthUser } from '../../common/auth/auth-user';
import { Item } from '../items/entities/item.entity';
import { Shopper } from '../shoppers/shopper.entity';
import { captureItem } from '../items/item-state';
import { readItems } from '../tasks/item-read-model';
import { TaskAccess } from '../tasks/task-access.service';
import type { CaptureItemsDto } from './dto/capture-items.dto';
import type { FinalizeInvoiceDto } from './dto/finalize-invoice.dto';
import type { TaskInvoiceDto } from './dto/invoice-view.dto';
import { effectiveFeePct } from './effective-fee';
import { Invoice } from './entities/invoice.entity';
import { InvoiceLine } from './entities/invoice-line.entity';
import { InvoiceReader } from './invoice-reader.service';
import { captureInto } from './invoice-state';
import { nextInvoiceNumber } from './invoice-numbering';
import { isUniqueViolation } from '../../infra/database/query-errors';
import { Transactions } from '../../infra/database/transactions';
import { type ItemStatusChanges, planItemStatuses, writeItemStatuses } from './item-status-updates';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { announceInvoice } from './invoice-announcements';
import { drawPrepaidMoney } from './prepaid-draw';
import { EmailOutbox } from '../email/email-outbox.service';
import { draftClientEmail } from './emails/client-email-draft';

export const NO_OPEN_INVOICE = 'This task has no open invoice. Create the invoice first.';

/** Two finalizations at once may pick the same number; each retry reads the numbers taken since. */
const NUMBERING_ATTEMPTS = 10;
export const ITEM_NOT_ON_TASK = 'Some selected items are not items of this task.';
export const INVOICE_TOO_LARGE = `The invoice total would exceed ${MAX_AMOUNT_TEXT}.`;

export function notEnoughLeft(itemName: string, remaining: number): string {
  return remaining === 0
    ? `Nothing left to invoice for "${itemName}".`
    : `Only ${remaining} left to invoice for "${itemName}".`;
}

export function lineTooLarge(itemName: string): string {
  return `The line total for "${itemName}" would exceed ${MAX_AMOUNT_TEXT}.`;
}

interface Selected {
  itemId: string;
  quantity: number;
}

/** A line as inserted: capturedAt is the database's time. */
type NewLine = Omit<InvoiceLine, 'invoice' | 'item' | 'capturedAt' | 'voidedAt'>;

interface CapturePlan {
  invoice: Invoice;
  /** Set when this capture finalizes a draft: the number it takes, and the last day to pay it. */
  invoiceNumber: string | null;
  dueDate: string | null;
  lines: NewLine[];
  itemStatuses: ItemStatusChanges;
  feePct: string;
  totals: InvoiceTotals;
}

/**
 * Capturing items onto the task's open invoice. The first capture into a DRAFT finalizes it,
 * whichever endpoint makes it (finalize, or capture-items as the spec's api allows): it takes
 * the shopper's next number, becomes DUE and is stamped finalized, and only then does the
 * client see it and hear of it. Later captures add lines to the DUE invoice. Finalize takes
 * 1 to the remainder per item, capture-items 0 (skip) to the remainder (the DTOs). One
 * transaction per request locks the invoice and the selected items,
 * reads what remains of each item after every capture committed before it, and only then
 * writes the lines, the items' status and the invoice totals; then what a deposit holds for
 * the task, then the client's credit, pay the invoice first (prepaid-draw.ts); see Transactions.
 */
@Injectable()
export class InvoiceCaptureService {
  constructor(
    private readonly access: TaskAccess,
    private readonly transactions: Transactions,
    private readonly reader: InvoiceReader,
    private readonly events: DomainEvents,
    private readonly outbox: EmailOutbox,
  ) {}

  capture(user: AuthUser, taskId: string, dto: CaptureItemsDto): Promise<TaskInvoiceDto> {
    const selection = dto.items.map((entry) => ({ itemId: entry.itemId, quantity: entry.qtyCaptured }));
    return this.captureSelection(user, taskId, selection);
  }

  finalize(user: AuthUser, taskId: string, dto: FinalizeInvoiceDto): Promise<TaskInvoiceDto> {
    const selection = dto.selectedItems.map((entry) => ({ itemId: entry.itemId, quantity: entry.quantity }));
    return this.captureSelection(user, taskId, selection);
  }

  private async captureSelection(user: AuthUser, taskId: string, selection: Selected[]): Promise<TaskInvoiceDto> {
    await this.access.shopper(user, taskId);
    // A quantity of 0 means "skip this item" (the DTO made sure at least one is above 0). Ids are
    // stored in lower case; MySQL would match an upper-case one, SQLite not: compare them alike.
    const wanted = selection
      .filter((entry) => entry.quantity > 0)
      .map((entry) => ({ ...entry, itemId: entry.itemId.toLowerCase() }));
    for (let attempt = 1; ; attempt++) {
      try {
        const { invoiceId, finalized, settled } = await this.transactions.decideThenWrite(
          (manager) => this.decide(manager, taskId, wanted),
          (manager, plan) => this.write(manager, plan),
        );
        const view = await this.reader.forShopper(invoiceId);
        await announceInvoice(this.events, user.id, view, finalized ? 'invoice.finalized' : 'invoice.changed');
        if (settled) await announceInvoice(this.events, user.id, view, 'invoice.paid');
        return view;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === NUMBERING_ATTEMPTS) throw error;
      }
    }
  }

  private async decide(manager: EntityManager, taskId: string, wanted: Selected[]): Promise<CapturePlan> {
    const invoice = await this.lockOpenInvoice(manager, taskId);
    const items = await this.transactions
      .forUpdate(
        manager
          .getRepository(Item)
          .createQueryBuilder('item')
          .where({ id: In(wanted.map((entry) => entry.itemId)), taskId })
          // One lock order for every transaction, so two captures never wait on each other in a cycle.
          .orderBy('item.id', 'ASC'),
      )
      .getMany();
    if (items.length !== wanted.length) throw new BadRequestException(ITEM_NOT_ON_TASK);
    const byId = new Map(items.map((item) => [item.id, item]));
    // Read after the locks: includes every capture committed before this one.
    const remaining = new Map(
      (await readItems(manager, { ids: items.map((item) => item.id) })).map((view) => [view.id, view.qtyRemaining]),
    );
    const feePct = await effectiveFeePct(manager, taskId);
    // 409 for a credited item; a paid one takes captures of what remains of it (checked below).
    const itemStatuses = planItemStatuses(items, captureItem);

    const lines = wanted.map(({ itemId, quantity }): NewLine => {
      const item = byId.get(itemId)!;
      const left = remaining.get(itemId)!;
      if (quantity > left) throw new ConflictException(notEnoughLeft(item.name, left));
      const amounts = lineAmounts(quantity, item.unitPrice, feePct);
      if (amounts.lineTotal > MAX_AMOUNT_CENTS) throw new BadRequestException(lineTooLarge(item.name));
      return {
        id: randomUUID(),
        invoiceId: invoice.id,
        itemId,
        capturedQuantity: quantity,
        unitPrice: item.unitPrice,
        lineTotal: fromCents(amounts.lineTotal),
        feePctAtCapture: feePct,
        lineServiceFee: fromCents(amounts.lineServiceFee),
        lineTaxes: fromCents(amounts.lineTaxes),
        receiptUrlAtCapture: item.receiptUrl,
        status: 'CAPTURED',
      };
    });
    const earlier = await manager.find(InvoiceLine, { where: { invoiceId: invoice.id } });
    const totals = invoiceTotals([...earlier, ...lines]);
    if (totals.total > MAX_AMOUNT_CENTS) throw new BadRequestException(INVOICE_TOO_LARGE);
    const finalizing = invoice.status === 'DRAFT';
    const invoiceNumber = finalizing ? await nextInvoiceNumber(manager, invoice.shopperId, new Date()) : null;
    const dueDate = finalizing ? await this.dueDateOf(manager, invoice.shopperId) : null;
    return { invoice, invoiceNumber, dueDate, lines, itemStatuses, feePct, totals };
  }

  /** Today (UTC) plus the shopper's payment terms. */
  private async dueDateOf(manager: EntityManager, shopperId: string): Promise<string> {
    const { paymentTermDays } = await manager.findOneOrFail(Shopper, {
      where: { userId: shopperId },
      select: { userId: true, paymentTermDays: true },
    });
    return addDays(new Date().toISOString().slice(0, 10), paymentTermDays);
  }

  private async write(
    manager: EntityManager,
    plan: CapturePlan,
  ): Promise<{ invoiceId: string; finalized: boolean; settled: boolean }> {
    const { invoice, totals, invoiceNumber } = plan;
    const now = new Date();
    await manager.insert(InvoiceLine, plan.lines);
    await writeItemStatuses(manager, plan.itemStatuses);
    await manager.update(
      Invoice,
      { id: invoice.id },
      {
        originalSubtotal: fromCents(totals.subtotal),
        serviceFee: fromCents(totals.serviceFee),
        taxes: fromCents(totals.taxes),
        total: fromCents(totals.total),
        feePct: plan.feePct,
        // Finalizing dates and numbers the invoice; adding items later moves neither.
        ...(invoiceNumber
          ? { invoiceNumber, status: captureInto(invoice.status), finalizedAt: now, dueDate: plan.dueDate }
          : {}),
        // Set here: update() would stamp CURRENT_TIMESTAMP, in whole seconds.
        updatedAt: now,
      },
    );
    // What a deposit holds for the task, then the client's credit, pay the invoice first.
    const captured = { ...invoice, status: 'DUE' as const, total: fromCents(totals.total) };
    const settled = await drawPrepaidMoney(this.transactions, manager, captured);
    // The client gets the invoice by email at once, not in a digest: it is written with the
    // finalization, so it exists exactly when the invoice does.
    if (invoiceNumber) {
      const email = { taskId: invoice.taskId, kind: 'invoice-issued' as const, subjectId: invoice.id };
      await this.outbox.write(manager, await draftClientEmail(this.outbox, manager, email));
    }
    return { invoiceId: invoice.id, finalized: invoiceNumber !== null, settled };
  }

  /** The task's open invoice (DRAFT or DUE), locked; 409 if there is none (or it was paid or voided meanwhile). */
  private async lockOpenInvoice(manager: EntityManager, taskId: string): Promise<Invoice> {
    const current = await manager.findOne(Invoice, {
      where: { taskId, status: In(['DRAFT', 'DUE']) },
      select: { id: true },
    });
    if (!current) throw new ConflictException(NO_OPEN_INVOICE);
    const invoice = await this.transactions
      .forUpdate(manager.getRepository(Invoice).createQueryBuilder('invoice').where({ id: current.id }))
      .getOneOrFail();
    // Checked on the locked row: it may have been paid or voided while this request waited.
    captureInto(invoice.status);
    return invoice;
  }
}
