import type { ComposedEmail } from '../email-composer';
import { button, escapeHtml, fallbackLink, heading, paragraph, renderEmailHtml } from './email-layout';

export interface PasswordResetEmailData {
  displayName: string;
  resetUrl: string;
  validForMinutes: number;
  forgotPasswordUrl: string;
}

export async function passwordResetEmail(data: PasswordResetEmailData): Promise<ComposedEmail> {
  const subject = 'Reset your Atelier password';
  const intro = `Someone (hopefully you) asked to reset the password of your Atelier account.`;
  const validity = `This link works once, for ${data.validForMinutes} minutes. If it has expired, ask for a new one at ${data.forgotPasswordUrl}`;
  const ignore = 'If you did not ask for this, ignore this email: your password stays as it is.';
  return {
    subject,
    html: await renderEmailHtml({
      title: subject,
      preview: 'Choose a new password for your Atelier account.',
      body: [
        heading(`Hi ${data.displayName},`),
        paragraph(escapeHtml(intro)),
        button('Choose a new password', data.resetUrl),
        paragraph(escapeHtml(`This link works once, for ${data.validForMinutes} minutes. `) + escapeHtml(ignore), {
          muted: true,
          size: 14,
        }),
        fallbackLink(data.resetUrl),
      ].join('\n'),
      footer: 'You get this email because a password reset was requested for your Atelier account.',
    }),
    text: [
      `Hi ${data.displayName},`,
      '',
      intro,
      '',
      `Choose a new password: ${data.resetUrl}`,
      '',
      validity,
      '',
      ignore,
      '',
      '— Atelier',
    ].join('\n'),
  };
}
