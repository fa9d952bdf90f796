import mjml2html from 'mjml';

/** The product's look in email: Warm Gold on cream, the frame the web app uses. */
const COLORS = {
  primary: '#8f6300',
  text: '#2b2118',
  muted: '#5f5346',
  page: '#f7f2ea',
  card: '#ffffff',
  rule: '#e8dfd2',
};
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Text for HTML: every interpolated value of a template goes through here. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface EmailFrame {
  /** The document's title (the subject): what a mail client or a screen reader names it by. */
  title: string;
  /** The inbox preview line. */
  preview: string;
  /** MJML sections (mj-text, mj-button, mj-table...) of the card, values already escaped. */
  body: string;
  /** Why the reader gets this email, under the card. */
  footer: string;
  /** Links under the card: settings, unsubscribe. */
  footerLinks?: { label: string; href: string }[];
}

/** Paragraph text at the card's size. */
export function paragraph(html: string, options: { muted?: boolean; size?: number } = {}): string {
  const color = options.muted ? COLORS.muted : COLORS.text;
  return `<mj-text color="${color}" font-size="${options.size ?? 16}px" line-height="1.55">${html}</mj-text>`;
}

export function heading(text: string): string {
  return `<mj-text color="${COLORS.text}" font-size="22px" font-weight="700" line-height="1.3" padding-bottom="4px">${escapeHtml(text)}</mj-text>`;
}

export function button(label: string, href: string): string {
  return `<mj-button href="${escapeHtml(href)}" background-color="${COLORS.primary}" color="#ffffff" font-size="16px" font-weight="600" border-radius="10px" inner-padding="14px 28px" padding="16px 25px">${escapeHtml(label)}</mj-button>`;
}

export function divider(): string {
  return `<mj-divider border-width="1px" border-color="${COLORS.rule}" padding="12px 25px" />`;
}

/** The link written out, for readers whose client hides buttons. */
export function fallbackLink(href: string): string {
  return paragraph(
    `If the button does not work, paste this link into your browser:<br /><a href="${escapeHtml(href)}" style="color:${COLORS.primary};word-break:break-all">${escapeHtml(href)}</a>`,
    { muted: true, size: 13 },
  );
}

export { COLORS as EMAIL_COLORS };

/** The whole email around a card: the wordmark above, the footer below; responsive by MJML. */
export async function renderEmailHtml(frame: EmailFrame): Promise<string> {
  const links = (frame.footerLinks ?? [])
    .map(({ label, href }) => `<a href="${escapeHtml(href)}" style="color:${COLORS.muted}">${escapeHtml(label)}</a>`)
    .join(' &nbsp;·&nbsp; ');
  const source = `<mjml lang="en" dir="ltr">
  <mj-head>
    <mj-title>${escapeHtml(frame.title)}</mj-title>
    <mj-preview>${escapeHtml(frame.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${COLORS.page}" width="600px">
    <mj-section padding="28px 16px 12px">
      <mj-column>
        <mj-text align="center" color="${COLORS.primary}" font-size="26px" font-weight="700" letter-spacing="1px" font-family="Georgia, 'Times New Roman', serif">Atelier</mj-text>
        <mj-text align="center" color="${COLORS.muted}" font-size="13px" padding-top="0">Personal Shopping Assistant</mj-text>
      </mj-column>
    </mj-section>
    <mj-wrapper padding="0 12px">
      <mj-section background-color="${COLORS.card}" border-radius="12px" padding="16px 0">
        <mj-column>
${frame.body}
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-section padding="16px 16px 32px">
      <mj-column>
        <mj-text align="center" color="${COLORS.muted}" font-size="12px" line-height="1.5">${escapeHtml(frame.footer)}</mj-text>
        ${links ? `<mj-text align="center" color="${COLORS.muted}" font-size="12px" line-height="1.5">${links}</mj-text>` : ''}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // No web fonts: MJML links Google's for the families it knows (Roboto is in the stack), a
  // request to a third party from the reader's inbox. The system fonts of FONT are enough.
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', fonts: {} });
  if (errors.length > 0) throw new Error(`Email template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}
