import { Injectable } from '@nestjs/common';
import type { ProductFacts } from './product-facts';
import { SummaryGenerator } from './summary-generator';

/** A description's first sentence is quoted only when it is a sentence of reasonable length. */
const MAX_QUOTED_SENTENCE = 300;
const MAX_LISTED_SIZES = 8;

/**
 * The default summary: sentences assembled from the extracted facts by fixed patterns, with
 * the page's own first sentence of description where facts are missing. Every word that is
 * not pattern comes from the page, so it cannot state anything the page did not.
 *
 * "This is the Linen Blazer by Zara. It comes in navy, is made of linen and is available in
 * sizes S, M and L. It costs $129.00 at Nordstrom."
 */
@Injectable()
export class ExtractiveSummaryGenerator extends SummaryGenerator {
  async summarize(facts: ProductFacts): Promise<string> {
    const identity = identitySentence(facts);
    const described = firstSentence(facts.description);
    const attributes = attributeSentence(facts);
    const offer = offerSentence(facts);
    // What it is first; the page's own sentence fills in when there are not three otherwise.
    const chosen = [identity, attributes, offer].filter((sentence) => sentence !== null);
    const sentences =
      chosen.length < 3 && described
        ? [identity, described, attributes, offer].filter((sentence) => sentence !== null)
        : chosen;
    return sentences.slice(0, 3).join(' ');
  }
}

function identitySentence({ name, brand }: ProductFacts): string | null {
  if (!name) return brand ? `This product is by ${bare(brand)}.` : null;
  const byBrand = brand && !name.toLowerCase().includes(brand.toLowerCase()) ? ` by ${bare(brand)}` : '';
  return `This is the ${bare(name)}${byBrand}.`;
}

function attributeSentence({ color, material, sizes }: ProductFacts): string | null {
  const parts: string[] = [];
  if (color) parts.push(`comes in ${bare(color)}`);
  if (material) parts.push(`is made of ${bare(material)}`);
  if (sizes.length > 0) {
    const listed = sizes.slice(0, MAX_LISTED_SIZES).map(bare);
    if (sizes.length > MAX_LISTED_SIZES) listed.push('more');
    parts.push(`is available in ${sizes.length === 1 ? 'size' : 'sizes'} ${list(listed)}`);
  }
  return parts.length > 0 ? `It ${list(parts)}.` : null;
}

function offerSentence({ price, currency, siteName }: ProductFacts): string | null {
  const cost = price ? formatPrice(price, currency) : null;
  if (cost && siteName) return `It costs ${cost} at ${bare(siteName)}.`;
  if (cost) return `It costs ${cost}.`;
  return siteName ? `It is sold by ${bare(siteName)}.` : null;
}

function firstSentence(text: string | null): string | null {
  if (!text) return null;
  const [first] = text.split(/(?<=[.!?])\s+/);
  if (first.length > MAX_QUOTED_SENTENCE || first.endsWith('…')) return null;
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** "$129.00", "€89.50"; an unknown code is written out ("129.00 XYZ"), no code leaves the bare amount. */
function formatPrice(price: string, currency: string | null): string {
  if (!currency) return price;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(price));
  } catch {
    return `${price} ${currency}`;
  }
}

/** "a", "a and b", "a, b and c" */
function list(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A fact inside a sentence: without the full stop it may end with. */
function bare(text: string): string {
  return text.replace(/[.\s]+$/, '');
}
