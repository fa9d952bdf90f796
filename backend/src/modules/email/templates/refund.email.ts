import type { ComposedEmail } from '../email-composer';
import { button, escapeHtml, fallbackLink, heading, paragraph, renderEmailHtml } from './email-layout';

export interface RefundEmailData {
  clientName: string;
  shopperName: string;
  invoiceNumber: string;
  taskTitle: string;
  /** "$50.63" */
  amount: string;
  /** "Dec 3, 2026" */
  refundedOn: string;
  /** Kept as her credit with the shopper rather than given back. */
  keptAsCredit: boolean;
  /** How it went back, as REFUND_METHOD_LABELS words it: "Zelle", "Kept as credit". */
  method: string;
  reference: string | null;
  /** The task, where she reads the invoice. */
  taskUrl: string;
}

function lines(data: RefundEmailData): { subject: string; sentences: string[] } {
  const invoice = `invoice ${data.invoiceNumber} (${data.taskTitle})`;
  const how = [data.method, data.reference].filter(Boolean).join(' · ');
  if (data.keptAsCredit) {
    return {
      subject: `Credit: ${data.amount} kept for your next invoice`,
      sentences: [
        `${data.shopperName} kept ${data.amount} owed back on ${invoice} for you on ${data.refundedOn}: ${how}.`,
        `It is taken off your next invoice with ${data.shopperName} automatically.`,
      ],
    };
  }
  return {
    subject: `Refund: ${data.amount} for ${data.invoiceNumber}`,
    sentences: [`${data.shopperName} refunded you ${data.amount} on ${data.refundedOn} for ${invoice}: ${how}.`],
  };
}

/** To the client, for money owed back on one of her invoices once it is given back or kept as her credit. */
export async function refundEmail(data: RefundEmailData): Promise<ComposedEmail> {
  const { subject, sentences } = lines(data);
  return {
    subject,
    html: await renderEmailHtml({
      title: subject,
      preview: sentences[0],
      body: [
        heading(`Hi ${data.clientName},`),
        ...sentences.map((sentence) => paragraph(escapeHtml(sentence))),
        button('View invoice', data.taskUrl),
        fallbackLink(data.taskUrl),
      ].join('\n'),
      footer: `About money owed back to you by ${data.shopperName}, your personal shopper on Atelier. Returns and refunds are always emailed.`,
    }),
    text: [`Hi ${data.clientName},`, '', ...sentences, '', `View invoice: ${data.taskUrl}`, '', '— Atelier'].join('\n'),
  };
}
