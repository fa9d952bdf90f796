import type { LiveEvents, NotifyOtherParty } from '../realtime/live-events.service';
import type { LiveEventType } from '../realtime/dto/live-event.dto';
import type { TaskInvoiceDto } from './dto/invoice-view.dto';

type InvoiceEventType = Extract<LiveEventType, `invoice.${string}`>;

const NOTIFIED: Partial<Record<InvoiceEventType, NotifyOtherParty['kind']>> = {
  'invoice.finalized': 'INVOICE_FINALIZED',
  'invoice.paid': 'INVOICE_PAID',
};

/** Tells the task's parties an invoice changed; the client's bell hears of finalizing and payment. */
export function announceInvoice(
  live: LiveEvents,
  actorId: string,
  view: TaskInvoiceDto,
  type: InvoiceEventType,
): Promise<void> {
  const invoice = view.invoice;
  if (!invoice) return Promise.resolve();
  const kind = NOTIFIED[type];
  return live.toTask(
    invoice.taskId,
    { type, actorId, invoiceId: invoice.id },
    kind
      ? { kind, actorId, summary: `Invoice ${invoice.invoiceNumber}: $${invoice.total}`, subjectId: invoice.id }
      : undefined,
  );
}
