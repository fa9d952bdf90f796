import type { ComposedEmail } from '../email-composer';
import { button, escapeHtml, fallbackLink, heading, paragraph, renderEmailHtml } from './email-layout';

export interface PaymentReminderEmailData {
  stage: 'before' | 'due' | 'overdue';
  clientName: string;
  shopperName: string;
  invoiceNumber: string;
  taskTitle: string;
  /** What is left to pay: "$118.10". */
  amount: string;
  /** "Dec 3, 2026" */
  dueDate: string;
  pay: { label: string; href: string; instructions: string | null };
  settingsUrl: string;
  unsubscribeUrl: string;
}

function subjectOf({ stage, amount, invoiceNumber, dueDate }: PaymentReminderEmailData): string {
  if (stage === 'before') return `Reminder: ${amount} is due tomorrow for ${invoiceNumber}`;
  if (stage === 'due') return `${amount} is due today for ${invoiceNumber}`;
  return `Overdue: ${amount} for ${invoiceNumber} was due ${dueDate}`;
}

function sentenceOf(data: PaymentReminderEmailData): string {
  const invoice = `Your invoice ${data.invoiceNumber} from ${data.shopperName} for ${data.taskTitle}`;
  if (data.stage === 'before') return `${invoice} is due tomorrow, ${data.dueDate}: ${data.amount} is left to pay.`;
  if (data.stage === 'due') return `${invoice} is due today, ${data.dueDate}: ${data.amount} is left to pay.`;
  return `${invoice} was due ${data.dueDate}: ${data.amount} is still unpaid.`;
}

/** To the client about an invoice still unpaid: the day before it is due, on the day, two days after. */
export async function paymentReminderEmail(data: PaymentReminderEmailData): Promise<ComposedEmail> {
  const subject = subjectOf(data);
  const sentence = sentenceOf(data);
  const { pay } = data;
  return {
    subject,
    unsubscribeUrl: data.unsubscribeUrl,
    html: await renderEmailHtml({
      title: subject,
      preview: sentence,
      body: [
        heading(`Hi ${data.clientName},`),
        paragraph(escapeHtml(sentence)),
        button(pay.label, pay.href),
        ...(pay.instructions ? [paragraph(escapeHtml(pay.instructions).replace(/\n/g, '<br />'), { size: 15 })] : []),
        fallbackLink(pay.href),
      ].join('\n'),
      footer: `A reminder about an unpaid invoice from ${data.shopperName}, your personal shopper on Atelier.`,
      footerLinks: [
        { label: 'Email settings', href: data.settingsUrl },
        { label: 'Unsubscribe', href: data.unsubscribeUrl },
      ],
    }),
    text: [
      `Hi ${data.clientName},`,
      '',
      sentence,
      '',
      `${pay.label}: ${pay.href}`,
      ...(pay.instructions ? ['', pay.instructions] : []),
      '',
      `Email settings: ${data.settingsUrl}`,
      `Unsubscribe: ${data.unsubscribeUrl}`,
      '',
      '— Atelier',
    ].join('\n'),
  };
}
