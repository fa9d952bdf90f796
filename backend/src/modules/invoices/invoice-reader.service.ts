import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { TaskAccess } from '../tasks/task-access.service';
import type { ClientTaskInvoiceDto, TaskInvoiceDto } from './dto/invoice-view.dto';
import { Invoice } from './entities/invoice.entity';
import { InvoiceLine } from './entities/invoice-line.entity';
import { type NamedLine, toClientTaskInvoice, toShopperTaskInvoice } from './invoice-views';

/** Reads invoices with their lines, in the reader's shape (shopper or client). Two queries. */
@Injectable()
export class InvoiceReader {
  constructor(
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    @InjectRepository(InvoiceLine) private readonly lines: Repository<InvoiceLine>,
    private readonly access: TaskAccess,
  ) {}

  /**
   * The task's invoice for either party: the open one (DUE or PAID), else the latest voided
   * one (so a voided invoice shows as such until a new one is created), else none.
   */
  async forTask(user: AuthUser, taskId: string): Promise<TaskInvoiceDto | ClientTaskInvoiceDto> {
    const task = await this.access.participant(user, taskId);
    const invoices = await this.invoices.find({ where: { taskId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const invoice = invoices.find((candidate) => candidate.status !== 'VOID') ?? invoices[0] ?? null;
    const lines = invoice ? await this.linesOf(invoice.id) : [];
    return task.shopperId === user.id ? toShopperTaskInvoice(invoice, lines) : toClientTaskInvoice(invoice, lines);
  }

  /** One invoice as its shopper sees it: the answer to every change. */
  async forShopper(invoiceId: string): Promise<TaskInvoiceDto> {
    const invoice = await this.invoices.findOneByOrFail({ id: invoiceId });
    return toShopperTaskInvoice(invoice, await this.linesOf(invoiceId));
  }

  /** In capture order; lines captured together follow their items' order on the task. */
  private linesOf(invoiceId: string): Promise<NamedLine[]> {
    return this.lines
      .createQueryBuilder('line')
      .innerJoin('line.item', 'item')
      .addSelect(['item.id', 'item.name'])
      .where('line.invoiceId = :invoiceId', { invoiceId })
      .orderBy('line.capturedAt', 'ASC')
      .addOrderBy('item.createdAt', 'ASC')
      .addOrderBy('line.id', 'ASC')
      .getMany() as Promise<NamedLine[]>;
  }
}
