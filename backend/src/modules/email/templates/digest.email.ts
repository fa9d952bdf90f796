import type { ComposedEmail } from '../email-composer';
import { button, divider, EMAIL_COLORS, escapeHtml, heading, paragraph, renderEmailHtml } from './email-layout';

export interface DigestItem {
  name: string;
  /** Formatted, en-US USD: "$129.00". */
  price: string;
  quantity: number;
  /** Absolute URL of a small picture, or null. */
  imageUrl: string | null;
}

export interface DigestEmailData {
  recipientName: string;
  sentence: string;
  taskTitle: string;
  taskUrl: string;
  chatUrl: string;
  /** A new request's description (its start), as the client wrote it. */
  requests: string[];
  items: DigestItem[];
  messages: string[];
  comments: string[];
  invoices: string[];
  settingsUrl: string;
  unsubscribeUrl: string;
}

function itemRows(items: DigestItem[]): string {
  const rows = items
    .map((item) => {
      const picture = item.imageUrl
        ? `<img src="${escapeHtml(item.imageUrl)}" width="56" height="56" alt="" style="display:block;width:56px;height:56px;object-fit:cover;border-radius:8px;border:1px solid ${EMAIL_COLORS.rule}" />`
        : `<div style="width:56px;height:56px;border-radius:8px;background:${EMAIL_COLORS.page}"></div>`;
      const quantity = item.quantity > 1 ? ` × ${item.quantity}` : '';
      return `<tr>
  <td style="padding:6px 12px 6px 0;width:56px;vertical-align:top">${picture}</td>
  <td style="padding:6px 0;vertical-align:top;color:${EMAIL_COLORS.text};font-size:15px;line-height:1.4">${escapeHtml(item.name)}<br /><span style="color:${EMAIL_COLORS.muted};font-size:14px">${escapeHtml(item.price)}${quantity}</span></td>
</tr>`;
    })
    .join('\n');
  return `<mj-table padding="4px 25px" table-layout="fixed">${rows}</mj-table>`;
}

function quotes(lines: string[]): string {
  return lines
    .map((line) =>
      paragraph(
        `<span style="display:block;border-left:3px solid ${EMAIL_COLORS.rule};padding-left:12px">${escapeHtml(line)}</span>`,
        { size: 15 },
      ),
    )
    .join('\n');
}

function section(title: string, body: string): string {
  return [divider(), paragraph(`<strong>${escapeHtml(title)}</strong>`, { size: 15 }), body].join('\n');
}

/** What a user missed on one task, with the things themselves and a way back to it. */
export async function digestEmail(data: DigestEmailData): Promise<ComposedEmail> {
  const sections = [
    data.requests.length > 0 ? section('New request', quotes(data.requests)) : '',
    data.items.length > 0 ? section(data.items.length === 1 ? 'New item' : 'New items', itemRows(data.items)) : '',
    data.messages.length > 0 ? section(data.messages.length === 1 ? 'Message' : 'Messages', quotes(data.messages)) : '',
    data.comments.length > 0 ? section('Comments on photos', quotes(data.comments)) : '',
    data.invoices.length > 0 ? section('Invoice', quotes(data.invoices)) : '',
  ];
  const onlyMessages = data.requests.length + data.items.length + data.comments.length + data.invoices.length === 0;
  const target = onlyMessages ? data.chatUrl : data.taskUrl;
  const action = onlyMessages ? 'Reply in Atelier' : 'Open the request';
  const text = [
    `Hi ${data.recipientName},`,
    '',
    `${data.sentence}.`,
    ...(data.requests.length > 0 ? ['', 'New request:', ...data.requests.map((r) => `> ${r}`)] : []),
    ...(data.items.length > 0
      ? [
          '',
          'New items:',
          ...data.items.map((i) => `- ${i.name}: ${i.price}${i.quantity > 1 ? ` × ${i.quantity}` : ''}`),
        ]
      : []),
    ...(data.messages.length > 0 ? ['', 'Messages:', ...data.messages.map((m) => `> ${m}`)] : []),
    ...(data.comments.length > 0 ? ['', 'Comments on photos:', ...data.comments.map((c) => `> ${c}`)] : []),
    ...(data.invoices.length > 0 ? ['', 'Invoice:', ...data.invoices.map((i) => `- ${i}`)] : []),
    '',
    `${action}: ${target}`,
    '',
    `Email settings: ${data.settingsUrl}`,
    `Unsubscribe from these digests: ${data.unsubscribeUrl}`,
  ].join('\n');
  return {
    subject: data.sentence,
    unsubscribeUrl: data.unsubscribeUrl,
    html: await renderEmailHtml({
      title: data.sentence,
      preview: `${data.sentence}.`,
      body: [
        heading(`Hi ${data.recipientName},`),
        paragraph(`${escapeHtml(data.sentence)}.`),
        ...sections,
        button(action, target),
      ].join('\n'),
      footer: `You get this digest because something happened on '${data.taskTitle}' that you have not seen yet.`,
      footerLinks: [
        { label: 'Email settings', href: data.settingsUrl },
        { label: 'Unsubscribe', href: data.unsubscribeUrl },
      ],
    }),
    text,
  };
}
