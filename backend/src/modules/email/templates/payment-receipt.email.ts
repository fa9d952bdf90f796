import type { ComposedEmail } from '../email-composer';
import { button, escapeHtml, fallbackLink, heading, paragraph, renderEmailHtml } from './email-layout';

export interface PaymentReceiptEmailData {
  clientName: string;
  shopperName: string;
  invoiceNumber: string;
  taskTitle: string;
  /** "$150.00" */
  amount: string;
  /** "Dec 3, 2026" */
  paidOn: string;
  /** "Check · Check 1042" */
  method: string;
  /** "$100.89"; null once the invoice is paid in full. */
  balanceDue: string | null;
  /** The task, where she reads the invoice. */
  taskUrl: string;
}

/** To the client, for every payment her shopper records against one of her invoices. */
export async function paymentReceiptEmail(data: PaymentReceiptEmailData): Promise<ComposedEmail> {
  const subject = `Payment received: ${data.amount} for ${data.invoiceNumber}`;
  const received = `${data.shopperName} received your payment of ${data.amount} on ${data.paidOn} (${data.method}) for invoice ${data.invoiceNumber}, ${data.taskTitle}.`;
  const left =
    data.balanceDue === null
      ? 'The invoice is now paid in full. Thank you!'
      : `${data.balanceDue} is still due on this invoice.`;
  return {
    subject,
    html: await renderEmailHtml({
      title: subject,
      preview: `${data.shopperName} received ${data.amount} for ${data.invoiceNumber}.`,
      body: [
        heading(`Hi ${data.clientName},`),
        paragraph(escapeHtml(received)),
        paragraph(escapeHtml(left)),
        button('View invoice', data.taskUrl),
        fallbackLink(data.taskUrl),
      ].join('\n'),
      footer: `A receipt for a payment to ${data.shopperName}, your personal shopper on Atelier. Receipts are sent for every payment.`,
    }),
    text: [`Hi ${data.clientName},`, '', received, left, '', `View invoice: ${data.taskUrl}`, '', '— Atelier'].join(
      '\n',
    ),
  };
}
