import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { TaskAccess, type TaskParties } from '../tasks/task-access.service';
import { Invoice } from './entities/invoice.entity';

export const INVOICE_NOT_FOUND = 'Invoice not found';

export interface FoundInvoice {
  invoice: Invoice;
  task: TaskParties;
}

/**
 * Finds an invoice for a caller, leaving the decision to TaskAccess on the invoice's task. An
 * invoice the caller may not see is "not found", worded for the invoice rather than its task;
 * so is a draft to the client, for whom it does not exist until her shopper finalizes it.
 */
@Injectable()
export class InvoiceLookup {
  constructor(
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    private readonly access: TaskAccess,
  ) {}

  /** Either party: downloading the PDF. */
  async forParticipant(user: AuthUser, invoiceId: string): Promise<FoundInvoice> {
    const found = await this.find(invoiceId, (taskId) => this.access.participant(user, taskId));
    if (found.invoice.status === 'DRAFT' && found.task.shopperId !== user.id) {
      throw new NotFoundException(INVOICE_NOT_FOUND);
    }
    return found;
  }

  /** The task's shopper: paying, voiding. */
  forShopper(user: AuthUser, invoiceId: string): Promise<FoundInvoice> {
    return this.find(invoiceId, (taskId) => this.access.shopper(user, taskId));
  }

  private async find(invoiceId: string, allow: (taskId: string) => Promise<TaskParties>): Promise<FoundInvoice> {
    const invoice = await this.invoices.findOneBy({ id: invoiceId });
    if (!invoice) throw new NotFoundException(INVOICE_NOT_FOUND);
    try {
      return { invoice, task: await allow(invoice.taskId) };
    } catch (error) {
      if (error instanceof NotFoundException) throw new NotFoundException(INVOICE_NOT_FOUND);
      throw error;
    }
  }
}
