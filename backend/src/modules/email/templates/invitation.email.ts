import type { ComposedEmail } from '../email-composer';
import { button, EMAIL_COLORS, escapeHtml, fallbackLink, heading, paragraph, renderEmailHtml } from './email-layout';

export interface InvitationEmailData {
  shopperName: string;
  clientName: string | null;
  /** The shopper's own words, when she wrote some. */
  note: string | null;
  code: string;
  registerUrl: string;
}

export async function invitationEmail(data: InvitationEmailData): Promise<ComposedEmail> {
  const subject = `${data.shopperName} invited you to Atelier`;
  const greeting = data.clientName ? `Hi ${data.clientName},` : 'Hello,';
  const intro = `${data.shopperName} is your personal shopper on Atelier and invited you to join. Share what you need, review the picks, chat and see your invoices, all in one place.`;
  const codeLine = `Your invitation code: ${data.code}`;
  const note = data.note
    ? paragraph(
        `<span style="display:block;border-left:3px solid ${EMAIL_COLORS.primary};padding-left:12px;font-style:italic">${escapeHtml(data.note).replace(/\n/g, '<br />')}</span><span style="display:block;padding-left:15px;margin-top:4px">— ${escapeHtml(data.shopperName)}</span>`,
      )
    : '';
  return {
    subject,
    html: await renderEmailHtml({
      title: subject,
      preview: `${data.shopperName} invited you to Atelier, the personal shopping service.`,
      body: [
        heading(greeting),
        paragraph(escapeHtml(intro)),
        note,
        button('Accept the invitation', data.registerUrl),
        paragraph(
          `${escapeHtml('Your invitation code:')} <strong style="letter-spacing:2px">${escapeHtml(data.code)}</strong>`,
          {
            muted: true,
            size: 14,
          },
        ),
        fallbackLink(data.registerUrl),
      ].join('\n'),
      footer: `You get this email because ${data.shopperName} entered your address when inviting you to Atelier.`,
    }),
    text: [
      greeting,
      '',
      intro,
      ...(data.note ? ['', `"${data.note}"`, `— ${data.shopperName}`] : []),
      '',
      `Accept the invitation: ${data.registerUrl}`,
      codeLine,
      '',
      '— Atelier',
    ].join('\n'),
  };
}
