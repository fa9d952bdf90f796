import type { DomainEvents } from '../../common/domain-events/domain-events';
import type { TaskInvoiceDto } from './dto/invoice-view.dto';

type BilledInvoiceEventName =
  | 'invoice.changed'
  | 'invoice.finalized'
  | 'invoice.paid'
  | 'invoice.payment-recorded'
  | 'invoice.voided';

/** Tells whoever follows the task that its invoice changed, with the number and amount it bills. */
export function announceInvoice(
  events: DomainEvents,
  actorId: string,
  view: TaskInvoiceDto,
  name: BilledInvoiceEventName,
): Promise<void> {
  const invoice = view.invoice;
  if (!invoice) return Promise.resolve();
  return events.publish(name, {
    taskId: invoice.taskId,
    actorId,
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    total: invoice.total,
  });
}
