import type { ComposedEmail } from '../email-composer';
import { button, escapeHtml, heading, paragraph, renderEmailHtml } from './email-layout';

export interface PasswordChangedEmailData {
  displayName: string;
  /** When it changed, as the reader would read it (UTC). */
  changedAt: string;
  forgotPasswordUrl: string;
}

export async function passwordChangedEmail(data: PasswordChangedEmailData): Promise<ComposedEmail> {
  const subject = 'Your password was changed';
  const what = `The password of your Atelier account was changed on ${data.changedAt}. Every other device was signed out.`;
  const notYou = 'If this was not you, reset your password now and check the email address of your account.';
  return {
    subject,
    html: await renderEmailHtml({
      title: subject,
      preview: 'The password of your Atelier account was just changed.',
      body: [
        heading(`Hi ${data.displayName},`),
        paragraph(escapeHtml(what)),
        paragraph(escapeHtml(notYou)),
        button('Reset my password', data.forgotPasswordUrl),
      ].join('\n'),
      footer: 'Security notices are always sent, whatever your email settings.',
    }),
    text: [
      `Hi ${data.displayName},`,
      '',
      what,
      '',
      notYou,
      `Reset it here: ${data.forgotPasswordUrl}`,
      '',
      '— Atelier',
    ].join('\n'),
  };
}
