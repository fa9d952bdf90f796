import type { ComposedEmail } from '../email-composer';
import { button, divider, escapeHtml, heading, paragraph, renderEmailHtml } from './email-layout';

export interface NewClientLine {
  name: string;
  /** How they joined: "Joined with invite code K7PXM2QHRT", "Chose you as their shopper". */
  how: string;
}

export interface ClientsDigestEmailData {
  recipientName: string;
  sentence: string;
  clients: NewClientLine[];
  dashboardUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}

/** A shopper's digest of the clients who joined her since she last looked. */
export async function clientsDigestEmail(data: ClientsDigestEmailData): Promise<ComposedEmail> {
  const rows = data.clients
    .map((client) =>
      paragraph(`<strong>${escapeHtml(client.name)}</strong><br />${escapeHtml(client.how)}`, { size: 15 }),
    )
    .join('\n');
  const text = [
    `Hi ${data.recipientName},`,
    '',
    `${data.sentence}.`,
    '',
    ...data.clients.map((client) => `- ${client.name}: ${client.how}`),
    '',
    `See your clients: ${data.dashboardUrl}`,
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
        divider(),
        rows,
        button('See your clients', data.dashboardUrl),
      ].join('\n'),
      footer: 'You get this digest because new clients joined you on Atelier since you last looked.',
      footerLinks: [
        { label: 'Email settings', href: data.settingsUrl },
        { label: 'Unsubscribe', href: data.unsubscribeUrl },
      ],
    }),
    text,
  };
}
