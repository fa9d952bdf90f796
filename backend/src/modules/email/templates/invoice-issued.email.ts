import type { ComposedEmail } from '../email-composer';
import {
  button,
  divider,
  EMAIL_COLORS,
  escapeHtml,
  fallbackLink,
  heading,
  paragraph,
  renderEmailHtml,
} from './email-layout';

/** The shopper's letterhead as an email shows it; a logo comes as an attachment the HTML names by cid. */
export interface EmailLetterhead {
  /** Her business name, or her display name when she set none. */
  name: string;
  address: string | null;
  logoCid: string | null;
}

/** Amounts here are formatted ("$1,234.50"), days too ("Dec 14, 2026"). */
export interface InvoiceIssuedEmailData {
  clientName: string;
  shopperName: string;
  letterhead: EmailLetterhead;
  invoiceNumber: string;
  taskTitle: string;
  lines: { name: string; quantity: number; lineTotal: string }[];
  subtotal: string;
  /** Null when the invoice bills no taxes. */
  taxes: string | null;
  total: string;
  /** What already pays it: "Deposit" / "Credit" and what each took. */
  paid: { label: string; amount: string }[];
  balanceDue: string;
  /** Null once nothing is left to pay. */
  dueDate: string | null;
  pay: { label: string; href: string; instructions: string | null } | null;
  taskUrl: string;
}

function letterheadHtml({ name, address, logoCid }: EmailLetterhead): string {
  const logo = logoCid
    ? `<img src="cid:${escapeHtml(logoCid)}" alt="" height="48" style="display:block;height:48px;max-width:160px;margin-bottom:8px" />`
    : '';
  const addressLines = address
    ? `<br /><span style="color:${EMAIL_COLORS.muted};font-size:13px">${address.split('\n').map(escapeHtml).join('<br />')}</span>`
    : '';
  return paragraph(`${logo}<strong style="font-size:17px">${escapeHtml(name)}</strong>${addressLines}`);
}

function amountRows(rows: { label: string; amount: string; strong?: boolean }[]): string {
  const cells = rows
    .map(({ label, amount, strong }) => {
      const weight = strong ? 'font-weight:700;' : '';
      return `<tr>
  <td style="padding:6px 0;${weight}color:${EMAIL_COLORS.text};font-size:15px;line-height:1.4;border-bottom:1px solid ${EMAIL_COLORS.rule}">${escapeHtml(label)}</td>
  <td style="padding:6px 0;${weight}color:${EMAIL_COLORS.text};font-size:15px;text-align:right;white-space:nowrap;border-bottom:1px solid ${EMAIL_COLORS.rule}">${escapeHtml(amount)}</td>
</tr>`;
    })
    .join('\n');
  return `<mj-table padding="4px 25px">${cells}</mj-table>`;
}

function subjectOf(data: InvoiceIssuedEmailData): string {
  const from = `Invoice ${data.invoiceNumber} from ${data.shopperName}`;
  return data.dueDate === null ? `${from}: paid in full` : `${from}: ${data.balanceDue} due ${data.dueDate}`;
}

/**
 * To the client when her shopper finalizes an invoice: what it bills, what already pays it, what
 * is left and by when, and how to pay; the PDF comes attached. Transactional: always sent.
 */
export async function invoiceIssuedEmail(data: InvoiceIssuedEmailData): Promise<ComposedEmail> {
  const subject = subjectOf(data);
  const intro = `${data.shopperName} sent you invoice ${data.invoiceNumber} for ${data.taskTitle}. The PDF is attached.`;
  const standing =
    data.dueDate === null ? 'It is paid in full. Thank you!' : `${data.balanceDue} is due by ${data.dueDate}.`;
  const lineRows = data.lines.map((line) => ({
    label: line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name,
    amount: line.lineTotal,
  }));
  const totals = [
    { label: 'Subtotal', amount: data.subtotal },
    ...(data.taxes === null ? [] : [{ label: 'Taxes', amount: data.taxes }]),
    { label: 'Total', amount: data.total, strong: true },
    ...data.paid.map(({ label, amount }) => ({ label: `Paid: ${label}`, amount: `−${amount}` })),
    ...(data.paid.length > 0 ? [{ label: 'Balance due', amount: data.balanceDue, strong: true }] : []),
  ];
  const pay = data.pay;
  return {
    subject,
    html: await renderEmailHtml({
      title: subject,
      preview: `${standing} ${intro}`,
      body: [
        letterheadHtml(data.letterhead),
        divider(),
        heading(`Hi ${data.clientName},`),
        paragraph(escapeHtml(intro)),
        paragraph(`<strong>${escapeHtml(standing)}</strong>`),
        amountRows(lineRows),
        amountRows(totals),
        ...(pay
          ? [
              button(pay.label, pay.href),
              ...(pay.instructions
                ? [paragraph(escapeHtml(pay.instructions).replace(/\n/g, '<br />'), { size: 15 })]
                : []),
              fallbackLink(pay.href),
            ]
          : [button('View invoice', data.taskUrl), fallbackLink(data.taskUrl)]),
      ].join('\n'),
      footer: `An invoice from ${data.shopperName}, your personal shopper on Atelier. Invoices and receipts are always emailed.`,
    }),
    text: [
      `Hi ${data.clientName},`,
      '',
      intro,
      standing,
      '',
      ...lineRows.map((row) => `${row.label}: ${row.amount}`),
      '',
      ...totals.map((row) => `${row.label}: ${row.amount}`),
      '',
      ...(pay ? [`${pay.label}: ${pay.href}`, ...(pay.instructions ? ['', pay.instructions] : [])] : []),
      `View invoice: ${data.taskUrl}`,
      '',
      '— Atelier',
    ].join('\n'),
  };
}
