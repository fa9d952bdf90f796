import type { ComposedEmail } from '../email-composer';
import { button, escapeHtml, fallbackLink, heading, paragraph, renderEmailHtml } from './email-layout';

export interface InvoiceWithdrawnEmailData {
  clientName: string;
  shopperName: string;
  invoiceNumber: string;
  taskTitle: string;
  /** "$441.60" */
  total: string;
  taskUrl: string;
}

/** To the client when her shopper voids an invoice she was sent: she no longer owes it. */
export async function invoiceWithdrawnEmail(data: InvoiceWithdrawnEmailData): Promise<ComposedEmail> {
  const subject = `Invoice ${data.invoiceNumber} withdrawn`;
  const withdrawn = `${data.shopperName} withdrew invoice ${data.invoiceNumber} (${data.total}) for ${data.taskTitle}.`;
  const meaning = 'You do not need to pay it. If a new invoice replaces it, you will get that one by email.';
  return {
    subject,
    html: await renderEmailHtml({
      title: subject,
      preview: `${withdrawn} ${meaning}`,
      body: [
        heading(`Hi ${data.clientName},`),
        paragraph(escapeHtml(withdrawn)),
        paragraph(escapeHtml(meaning)),
        button('View request', data.taskUrl),
        fallbackLink(data.taskUrl),
      ].join('\n'),
      footer: `About an invoice from ${data.shopperName}, your personal shopper on Atelier. Invoices are always emailed.`,
    }),
    text: [`Hi ${data.clientName},`, '', withdrawn, meaning, '', `View request: ${data.taskUrl}`, '', '— Atelier'].join(
      '\n',
    ),
  };
}
