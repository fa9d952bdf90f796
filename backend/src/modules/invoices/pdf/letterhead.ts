/**
 * The shopper's letterhead and payment details on her documents (invoices, credit notes): a
 * plain input type and HTML fragments with their styles, nothing else. Every value is escaped;
 * the logo is a data: URI (the document's CSP allows images from data: only, and Chromium
 * prints without fetching anything). A brand with nothing set renders nothing at all, so
 * documents of a shopper who never filled her settings in print as they always did.
 */

/** What a document prints of the shopper's brand. Text as stored (trimmed, "\n" between lines); null: not set. */
export interface DocumentBrand {
  businessName: string | null;
  businessAddress: string | null;
  /** The logo as a `data:image/…;base64,…` URI, ready to print; null: no logo. */
  logoDataUri: string | null;
  paymentInstructions: string | null;
  /** An https URL, printed as text (a PDF reader may or may not make it a link). */
  paymentLink: string | null;
}

export const NO_BRAND: DocumentBrand = {
  businessName: null,
  businessAddress: null,
  logoDataUri: null,
  paymentInstructions: null,
  paymentLink: null,
};

/** Only images a browser prints, base64 and nothing else: never markup that could leave the attribute. */
const IMAGE_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** Text into HTML: every character that could open markup or end an attribute is escaped. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Several lines as typed: each escaped, blank ones dropped, joined by line breaks. */
function lines(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map(escapeText)
    .join('<br>');
}

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** Styles of the fragments below; include them in the document's `<style>`. */
export const LETTERHEAD_STYLES = `
  .letterhead { display: flex; align-items: center; gap: 14pt; margin-bottom: 14pt; page-break-inside: avoid; }
  .letterhead img { max-height: 60pt; max-width: 160pt; object-fit: contain; }
  .letterhead .business { font-size: 14pt; font-weight: bold; color: #4a3426; }
  .letterhead .address { font-size: 9.5pt; color: #6b5a4c; }
  .payment { margin-top: 18pt; padding: 10pt 12pt; border: 1pt solid #cdbfae; border-radius: 4pt; page-break-inside: avoid; }
  .payment h2 { margin-bottom: 6pt; }
  .payment .instructions { overflow-wrap: anywhere; }
  .payment .link { margin-top: 4pt; overflow-wrap: anywhere; }
`;

/**
 * The letterhead: logo, business name, and address (line by line), or '' when none of them is
 * set. A logo that is not an image data: URI is left out.
 */
export function renderLetterhead(brand: DocumentBrand | null | undefined): string {
  if (!brand) return '';
  const logo = brand.logoDataUri && IMAGE_DATA_URI.test(brand.logoDataUri) ? brand.logoDataUri : null;
  const name = present(brand.businessName) ? brand.businessName.trim() : null;
  const address = present(brand.businessAddress) ? lines(brand.businessAddress) : '';
  if (!logo && !name && !address) return '';
  const alt = escapeText(name ?? 'Logo');
  return [
    '<div class="letterhead">',
    logo ? `<img src="${logo}" alt="${alt}">` : '',
    name || address
      ? `<div>${name ? `<div class="business">${escapeText(name)}</div>` : ''}${address ? `<div class="address">${address}</div>` : ''}</div>`
      : '',
    '</div>',
  ].join('');
}

/**
 * How to pay: the instructions (line by line) and the payment link as text, or '' when neither
 * is set. `heading` names the block ("How to pay").
 */
export function renderPaymentBlock(brand: DocumentBrand | null | undefined, heading = 'How to pay'): string {
  if (!brand) return '';
  const instructions = present(brand.paymentInstructions) ? lines(brand.paymentInstructions) : '';
  const link = present(brand.paymentLink) ? escapeText(brand.paymentLink.trim()) : '';
  if (!instructions && !link) return '';
  return [
    '<section class="payment">',
    `<h2>${escapeText(heading)}</h2>`,
    instructions ? `<div class="instructions">${instructions}</div>` : '',
    link ? `<div class="link">Pay online: ${link}</div>` : '',
    '</section>',
  ].join('');
}
