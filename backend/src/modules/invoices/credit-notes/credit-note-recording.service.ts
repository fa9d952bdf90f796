import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { fromCents, sumLines, toCents } from '@atelier/billing';
import type { AuthUser } from '../../../common/auth/auth-user';
import { Transactions } from '../../../infra/database/transactions';
import { isUniqueViolation } from '../../../infra/database/query-errors';
import { Item } from '../../items/entities/item.entity';
import { creditItem } from '../../items/item-state';
import { DomainEvents } from '../../../common/domain-events/domain-events';
import { EmailOutbox } from '../../email/email-outbox.service';
import { draftClientEmail } from '../emails/client-email-draft';
import { Invoice } from '../entities/invoice.entity';
import { InvoiceLine } from '../entities/invoice-line.entity';
import { announceInvoice } from '../invoice-announcements';
import { InvoiceLookup } from '../invoice-lookup.service';
import { InvoiceReader } from '../invoice-reader.service';
import { type ItemStatusChanges, planItemStatuses, writeItemStatuses } from '../item-status-updates';
import { allocateCredit, type CreditAmounts, type CreditableLine } from './credit-allocation';
import { nextCreditNoteNumber } from './credit-note-numbering';
import { CreditNoteReader } from './credit-note-reader.service';
import type { CreditNoteDto } from './dto/credit-note-view.dto';
import type { RecordReturnDto } from './dto/record-return.dto';
import { CreditNote } from './entities/credit-note.entity';
import { CreditNoteLine } from './entities/credit-note-line.entity';

export const VOID_INVOICE_NO_RETURNS = 'This invoice has been voided: there is nothing to return on it.';

/** Two returns recorded at once may pick the same number; each retry reads the numbers taken since. */
const NUMBERING_ATTEMPTS = 10;

interface ReturnPlan {
  invoice: Invoice;
  number: string;
  credits: CreditAmounts[];
  itemStatuses: ItemStatusChanges;
}

/**
 * Records returns: a credit note against a DUE or PAID invoice for units it captured and no
 * earlier credit note gave back. Locks like a capture (the invoice, then the items by id; see
 * Transactions) and reads what was already credited after taking the locks, so two returns of
 * the same units take turns and the second finds them gone. An item whose every unit has been
 * credited becomes CREDITED, frozen for good. The client's email about it (with the credit
 * note's PDF) is written with it, so she hears of every return that was recorded, and only those.
 */
@Injectable()
export class CreditNoteRecordingService {
  constructor(
    private readonly lookup: InvoiceLookup,
    private readonly transactions: Transactions,
    private readonly notes: CreditNoteReader,
    private readonly invoices: InvoiceReader,
    private readonly events: DomainEvents,
    private readonly outbox: EmailOutbox,
  ) {}

  async record(user: AuthUser, invoiceId: string, dto: RecordReturnDto): Promise<CreditNoteDto> {
    const { invoice } = await this.lookup.forShopper(user, invoiceId);
    // Ids are stored in lower case; compare them alike on both databases (see capture).
    const wanted = dto.lines
      .filter((line) => line.quantity > 0)
      .map((line) => ({ itemId: line.itemId.toLowerCase(), quantity: line.quantity }));
    for (let attempt = 1; ; attempt++) {
      try {
        const noteId = await this.transactions.decideThenWrite(
          (manager) => this.decide(manager, invoice.id, wanted),
          (manager, plan) => this.write(manager, plan, dto.reason ?? null),
        );
        await announceInvoice(this.events, user.id, await this.invoices.forShopper(invoice.id), 'invoice.changed');
        return await this.notes.forShopper(noteId);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === NUMBERING_ATTEMPTS) throw error;
      }
    }
  }

  private async decide(
    manager: EntityManager,
    invoiceId: string,
    wanted: readonly { itemId: string; quantity: number }[],
  ): Promise<ReturnPlan> {
    const invoice = await this.transactions
      .forUpdate(manager.getRepository(Invoice).createQueryBuilder('invoice').where({ id: invoiceId }))
      .getOneOrFail();
    if (invoice.status === 'VOID') throw new ConflictException(VOID_INVOICE_NO_RETURNS);
    const itemIds = wanted.map((entry) => entry.itemId);
    const items = await this.transactions
      .forUpdate(
        manager
          .getRepository(Item)
          .createQueryBuilder('item')
          .where({ id: In(itemIds), taskId: invoice.taskId })
          .orderBy('item.id', 'ASC'),
      )
      .getMany();
    // Read after the locks: includes every return committed before this one.
    const lines = await this.creditableLines(manager, invoiceId, itemIds);
    const credits = allocateCredit(wanted, lines);
    const creditedBefore = await this.creditedPerItem(manager, itemIds);
    const returnedNow = new Map<string, number>();
    for (const credit of credits)
      returnedNow.set(credit.itemId, (returnedNow.get(credit.itemId) ?? 0) + credit.quantity);
    const fullyReturned = items.filter(
      (item) => (creditedBefore.get(item.id) ?? 0) + (returnedNow.get(item.id) ?? 0) >= item.quantity,
    );
    return {
      invoice,
      number: await nextCreditNoteNumber(manager, invoice.shopperId),
      credits,
      itemStatuses: planItemStatuses(fullyReturned, creditItem),
    };
  }

  private async write(manager: EntityManager, plan: ReturnPlan, reason: string | null): Promise<string> {
    const id = randomUUID();
    const totals = sumLines(plan.credits);
    await manager.insert(CreditNote, {
      id,
      invoiceId: plan.invoice.id,
      shopperId: plan.invoice.shopperId,
      creditNoteNumber: plan.number,
      reason,
      subtotal: fromCents(totals.subtotal),
      serviceFee: fromCents(totals.serviceFee),
      taxes: fromCents(totals.taxes),
      total: fromCents(totals.total),
    });
    await manager.insert(
      CreditNoteLine,
      plan.credits.map((credit) => ({
        id: randomUUID(),
        creditNoteId: id,
        invoiceLineId: credit.invoiceLineId,
        itemId: credit.itemId,
        quantity: credit.quantity,
        unitPrice: credit.unitPrice,
        feePct: credit.feePct,
        lineTotal: fromCents(credit.lineTotal),
        lineServiceFee: fromCents(credit.lineServiceFee),
        lineTaxes: fromCents(credit.lineTaxes),
      })),
    );
    await writeItemStatuses(manager, plan.itemStatuses);
    await this.outbox.write(
      manager,
      await draftClientEmail(this.outbox, manager, {
        taskId: plan.invoice.taskId,
        kind: 'credit-note-issued',
        subjectId: id,
      }),
    );
    // The invoice's own amounts stay what it billed; its net total is read from its credit notes.
    await manager.update(Invoice, { id: plan.invoice.id }, { updatedAt: new Date() });
    return id;
  }

  /** The invoice's CAPTURED lines of those items, in capture order, with what was credited of each. */
  private async creditableLines(
    manager: EntityManager,
    invoiceId: string,
    itemIds: readonly string[],
  ): Promise<CreditableLine[]> {
    if (itemIds.length === 0) return [];
    const lines = (await manager
      .getRepository(InvoiceLine)
      .createQueryBuilder('line')
      .innerJoin('line.item', 'item')
      .addSelect(['item.id', 'item.name'])
      .where({ invoiceId, itemId: In(itemIds), status: 'CAPTURED' })
      .orderBy('line.capturedAt', 'ASC')
      .addOrderBy('line.id', 'ASC')
      .getMany()) as (InvoiceLine & { item: { name: string } })[];
    const earlier = lines.length
      ? await manager.find(CreditNoteLine, {
          where: { invoiceLineId: In(lines.map((line) => line.id)) },
          select: { invoiceLineId: true, quantity: true, lineTotal: true, lineServiceFee: true },
        })
      : [];
    return lines.map((line) => {
      const credits = earlier.filter((credit) => credit.invoiceLineId === line.id);
      return {
        id: line.id,
        itemId: line.itemId,
        itemName: line.item.name,
        capturedQuantity: line.capturedQuantity,
        unitPrice: line.unitPrice,
        feePctAtCapture: line.feePctAtCapture,
        lineTotal: line.lineTotal,
        lineServiceFee: line.lineServiceFee,
        // Summed here in cents: SQLite would sum DECIMAL columns as floats.
        credited: {
          quantity: credits.reduce((sum, credit) => sum + credit.quantity, 0),
          lineTotal: credits.reduce((sum, credit) => sum + toCents(credit.lineTotal), 0),
          lineServiceFee: credits.reduce((sum, credit) => sum + toCents(credit.lineServiceFee), 0),
        },
      };
    });
  }

  /** Units credited so far per item, on any invoice. */
  private async creditedPerItem(manager: EntityManager, itemIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await manager
      .getRepository(CreditNoteLine)
      .createQueryBuilder('credit')
      .select('credit.itemId', 'itemId')
      .addSelect('SUM(credit.quantity)', 'quantity')
      .where({ itemId: In(itemIds) })
      .groupBy('credit.itemId')
      .getRawMany<{ itemId: string; quantity: number | string }>();
    return new Map(rows.map((row) => [row.itemId, Number(row.quantity)]));
  }
}
