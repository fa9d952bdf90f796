import type { ComposedEmail } from '../email-composer';
import { button, escapeHtml, fallbackLink, heading, paragraph, renderEmailHtml } from './email-layout';

export interface ClientDeclinedEmailData {
  clientName: string;
  shopperName: string;
  /** Where she chooses another shopper. */
  chooseShopperUrl: string;
}

/** To a client who chose a shopper from the public list and whom that shopper declined. */
export async function clientDeclinedEmail(data: ClientDeclinedEmailData): Promise<ComposedEmail> {
  const subject = `${data.shopperName} can't take you on right now`;
  const thanks = `Thank you for choosing ${data.shopperName} as your personal shopper on Atelier.`;
  const why = `${data.shopperName} isn't able to take on new clients at the moment, so your account is no longer linked to them. Nothing was charged.`;
  const next =
    'Your Atelier account stays open: choose another personal shopper and send your requests to them. Your recipients and details are kept.';
  return {
    subject,
    html: await renderEmailHtml({
      title: subject,
      preview: `${data.shopperName} can't take you on right now. Choose another personal shopper on Atelier.`,
      body: [
        heading(`Hi ${data.clientName},`),
        paragraph(escapeHtml(thanks)),
        paragraph(escapeHtml(why)),
        paragraph(escapeHtml(next)),
        button('Choose another shopper', data.chooseShopperUrl),
        fallbackLink(data.chooseShopperUrl),
      ].join('\n'),
      footer: `You get this email because you chose ${data.shopperName} as your personal shopper on Atelier.`,
    }),
    text: [
      `Hi ${data.clientName},`,
      '',
      thanks,
      why,
      '',
      next,
      `Choose another shopper: ${data.chooseShopperUrl}`,
      '',
      '— Atelier',
    ].join('\n'),
  };
}
