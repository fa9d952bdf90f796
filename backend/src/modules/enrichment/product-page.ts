import { load } from 'cheerio';
import { isBotCheck } from './bot-check';
import { extractProductFacts, type ExtractedProduct, type ProductFacts } from './product-facts';

/** What a fetched page turned out to be: a product page with its facts, or why it is not one. */
export type ProductPageReading =
  | { kind: 'product'; facts: ProductFacts }
  | { kind: 'bot-check' }
  | { kind: 'no-product-data' };

/**
 * Reads a fetched page as a product page, or refuses it. A page is a product page when it is
 * not a bot check and it names something (a name from any source) that it marks as a product
 * in structured data: a JSON-LD Product, `og:type` product or a price tag; or, short of such a
 * mark, a name from structured data with a price, brand, image or description from structured
 * data beside it (what link previews of a product carry), unless `og:type` says the page is an
 * article or another kind of page. A <title>, even with a meta description, is not enough:
 * every page has them, bot checks and error pages included.
 */
export function readProductPage(html: string, pageUrl: string): ProductPageReading {
  const $ = load(html);
  if (isBotCheck($, html)) return { kind: 'bot-check' };
  const extracted = extractProductFacts($, pageUrl);
  return hasProductData(extracted) ? { kind: 'product', facts: extracted.facts } : { kind: 'no-product-data' };
}

function hasProductData({ facts, evidence }: ExtractedProduct): boolean {
  if (!facts.name) return false;
  if (evidence.jsonLdProduct || evidence.productTags) return true;
  return evidence.structuredName && evidence.structuredDetail && !evidence.otherKindTag;
}
