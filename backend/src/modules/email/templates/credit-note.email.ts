import type { ComposedEmail } from '../email-composer';
import { button, escapeHtml, fallbackLink, heading, paragraph, renderEmailHtml } from './email-layout';

/** What the invoice asks for once the return is counted; amounts formatted ("$67.47"). */
export type InvoiceStandingAfterReturn =
  | { kind: 'due'; amount: string }
  | { kind: 'owed-back'; amount: string }
  | { kind: 'settled' };

export interface CreditNoteEmailData {
  clientName: string;
  shopperName: string;
  invoiceNumber: string;
  taskTitle: string;
  creditNoteNumber: string;
  /** What the credit note gives back: "$50.63". */
  amount: string;
  standing: InvoiceStandingAfterReturn;
  /** The task, where she reads the invoice. */
  taskUrl: string;
}

function standingText(standing: InvoiceStandingAfterReturn): string {
  switch (standing.kind) {
    case 'due':
      return `${standing.amount} is now due on this invoice.`;
    case 'owed-back':
      return `${standing.amount} is coming back to you: your shopper will refund it or keep it as your credit.`;
    case 'settled':
      return 'Nothing is due on this invoice.';
  }
}

/** To the client, for every return her shopper records on one of her invoices; its PDF comes attached. */
export async function creditNoteEmail(data: CreditNoteEmailData): Promise<ComposedEmail> {
  const subject = `Return recorded: ${data.amount} credited on ${data.invoiceNumber}`;
  const recorded = `${data.shopperName} recorded a return of ${data.amount} on invoice ${data.invoiceNumber} (${data.taskTitle}): credit note ${data.creditNoteNumber}.`;
  const standing = standingText(data.standing);
  return {
    subject,
    html: await renderEmailHtml({
      title: subject,
      preview: `${data.amount} credited on ${data.invoiceNumber}. ${standing}`,
      body: [
        heading(`Hi ${data.clientName},`),
        paragraph(escapeHtml(recorded)),
        paragraph(escapeHtml(standing)),
        button('View invoice', data.taskUrl),
        fallbackLink(data.taskUrl),
      ].join('\n'),
      footer: `A credit note from ${data.shopperName}, your personal shopper on Atelier. Returns and refunds are always emailed.`,
    }),
    text: [`Hi ${data.clientName},`, '', recorded, standing, '', `View invoice: ${data.taskUrl}`, '', '— Atelier'].join(
      '\n',
    ),
  };
}
