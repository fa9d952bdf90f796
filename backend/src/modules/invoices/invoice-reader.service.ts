import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsWhere, In, type Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { TaskAccess } from '../tasks/task-access.service';
import type {
  ClientInvoiceWithLinesDto,
  ClientTaskInvoiceDto,
  InvoiceWithLinesDto,
  TaskInvoiceDto,
} from './dto/invoice-view.dto';
import { Invoice, type InvoiceStatus } from './entities/invoice.entity';
import { InvoiceLine } from './entities/invoice-line.entity';
import {
  type InvoiceParts,
  type NamedLine,
  toClientInvoiceWithLines,
  toClientTaskInvoice,
  toShopperInvoiceWithLines,
  toShopperTaskInvoice,
} from './invoice-views';
import { CreditNoteReader } from './credit-notes/credit-note-reader.service';
import { InvoicePayment } from './payments/entities/invoice-payment.entity';
import { InvoiceRefund } from './refunds/entities/invoice-refund.entity';

const NO_PARTS: InvoiceParts = { lines: [], notes: [], payments: [], refunds: [] };

/** Creation order, made total by the id (two invoices of a task are never created in the same millisecond). */
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** What the client reads of a task's invoices: every finalized one (a draft is the shopper's alone). */
const CLIENT_SEES: InvoiceStatus[] = ['DUE', 'PAID', 'VOID'];
/** Her current invoice: the one she owes or paid, never a voided one. */
const CLIENT_CURRENT: InvoiceStatus[] = ['DUE', 'PAID'];

/** Reads invoices with their lines, credit notes and payments, in the reader's shape (shopper or client). */
@Injectable()
export class InvoiceReader {
  constructor(
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    @InjectRepository(InvoiceLine) private readonly lines: Repository<InvoiceLine>,
    @InjectRepository(InvoicePayment) private readonly payments: Repository<InvoicePayment>,
    @InjectRepository(InvoiceRefund) private readonly refunds: Repository<InvoiceRefund>,
    private readonly access: TaskAccess,
    private readonly creditNotes: CreditNoteReader,
  ) {}

  /**
   * The task's current invoice for either party. The shopper's is her latest, which is the open
   * one (DRAFT or DUE) when there is one (no invoice is created while one is open). The client's
   * is her latest DUE or PAID one: never a draft, never a voided one; none until one is finalized.
   */
  async forTask(user: AuthUser, taskId: string): Promise<TaskInvoiceDto | ClientTaskInvoiceDto> {
    const task = await this.access.participant(user, taskId);
    const shopper = task.shopperId === user.id;
    const where: FindOptionsWhere<Invoice> = shopper ? { taskId } : { taskId, status: In(CLIENT_CURRENT) };
    const invoice = await this.invoices.findOne({ where, order: NEWEST_FIRST });
    const parts = invoice ? await this.partsOf([invoice.id]) : NO_PARTS;
    return shopper ? toShopperTaskInvoice(invoice, parts) : toClientTaskInvoice(invoice, parts);
  }

  /**
   * Every invoice of the task with its lines and credit notes, newest first, in the reader's
   * shape; the client's leave out a draft.
   */
  async allForTask(user: AuthUser, taskId: string): Promise<InvoiceWithLinesDto[] | ClientInvoiceWithLinesDto[]> {
    const task = await this.access.participant(user, taskId);
    const shopper = task.shopperId === user.id;
    const where: FindOptionsWhere<Invoice> = shopper ? { taskId } : { taskId, status: In(CLIENT_SEES) };
    const invoices = await this.invoices.find({ where, order: NEWEST_FIRST });
    const parts = await this.partsOf(invoices.map((invoice) => invoice.id));
    const partsOf = ({ id }: Invoice): InvoiceParts => ({
      lines: parts.lines.filter((line) => line.invoiceId === id),
      notes: parts.notes.filter((note) => note.invoiceId === id),
      payments: parts.payments.filter((payment) => payment.invoiceId === id),
      refunds: parts.refunds.filter((refund) => refund.invoiceId === id),
    });
    return shopper
      ? invoices.map((invoice) => toShopperInvoiceWithLines(invoice, partsOf(invoice)))
      : invoices.map((invoice) => toClientInvoiceWithLines(invoice, partsOf(invoice)));
  }

  /** One invoice as its shopper sees it: the answer to every change. */
  async forShopper(invoiceId: string): Promise<TaskInvoiceDto> {
    const invoice = await this.invoices.findOneByOrFail({ id: invoiceId });
    return toShopperTaskInvoice(invoice, await this.partsOf([invoiceId]));
  }

  /** The invoices' lines, credit notes and payments, read side by side. */
  private async partsOf(invoiceIds: readonly string[]): Promise<InvoiceParts> {
    const [lines, notes, payments, refunds] = await Promise.all([
      this.linesOf(invoiceIds),
      this.creditNotes.ofInvoices(invoiceIds),
      this.paymentsOf(invoiceIds),
      invoiceIds.length === 0
        ? []
        : this.refunds.find({ where: { invoiceId: In(invoiceIds) }, order: { createdAt: 'ASC', id: 'ASC' } }),
    ]);
    return { lines, notes, payments, refunds };
  }

  /** By the day received, then as recorded (a payment may be recorded after a later-dated one), as the PDF lists them. */
  private paymentsOf(invoiceIds: readonly string[]): Promise<InvoicePayment[]> {
    if (invoiceIds.length === 0) return Promise.resolve([]);
    return this.payments.find({
      where: { invoiceId: In(invoiceIds) },
      order: { paidOn: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** In capture order; lines captured together follow their items' order on the task. */
  private async linesOf(invoiceIds: readonly string[]): Promise<NamedLine[]> {
    if (invoiceIds.length === 0) return [];
    return this.lines
      .createQueryBuilder('line')
      .innerJoin('line.item', 'item')
      .addSelect(['item.id', 'item.name'])
      .where({ invoiceId: In(invoiceIds) })
      .orderBy('line.capturedAt', 'ASC')
      .addOrderBy('item.createdAt', 'ASC')
      .addOrderBy('line.id', 'ASC')
      .getMany() as Promise<NamedLine[]>;
  }
}
