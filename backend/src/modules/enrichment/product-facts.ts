import { type CheerioAPI, load } from 'cheerio';
import { toMoneyString } from '@atelier/billing';

/** What a product page says about its product; null (or empty) where it says nothing. */
export interface ProductFacts {
  name: string | null;
  brand: string | null;
  description: string | null;
  /** Absolute http(s) URL of the main image. */
  imageUrl: string | null;
  /** "129.00" */
  price: string | null;
  /** ISO 4217 code: "USD" */
  currency: string | null;
  color: string | null;
  material: string | null;
  sizes: string[];
  /** The store: the site's own name, else the seller's, else the host name. */
  siteName: string | null;
}

type Json = Record<string, unknown>;

const PRODUCT_TYPES = new Set(['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'SomeProducts']);
const SHORT_TEXT = 200;
const LONG_TEXT = 2_000;
const MAX_SIZES = 20;

/**
 * How a page says that it is about a product, beyond the <title> and meta description every
 * page has (a bot check's "Just a moment..." has them too). "Structured" means JSON-LD, Open
 * Graph, Twitter or `product:` tags: what a shop publishes for search engines and link previews.
 */
export interface ProductEvidence {
  /** A schema.org Product (or one of its kinds) in JSON-LD. */
  jsonLdProduct: boolean;
  /** `og:type` product, or a `product:price:amount` / `og:price:amount` tag. */
  productTags: boolean;
  /** `og:type` names another kind of page: an article, a book, a profile, music or a video. */
  otherKindTag: boolean;
  /** The name comes from JSON-LD or og:title / twitter:title, not only from <title>. */
  structuredName: boolean;
  /** A price, brand, image or description from structured data. */
  structuredDetail: boolean;
}

export interface ExtractedProduct {
  facts: ProductFacts;
  evidence: ProductEvidence;
}

/**
 * Reads a product page's facts, each from the first source that has it: JSON-LD `Product`
 * (schema.org, what shops publish for search engines), then Open Graph (and `product:`) and
 * Twitter tags, then the `<title>` and meta description. Text is taken as written (tags
 * removed, whitespace collapsed); nothing is guessed. Says beside them which facts came from
 * structured data, for deciding whether the page is a product page at all.
 */
export function extractProductFacts($: CheerioAPI, pageUrl: string): ExtractedProduct {
  const product = firstJsonLdProduct($);
  const meta = metaTags($);
  const tag = (...names: string[]) => names.map((name) => clean(meta.get(name), SHORT_TEXT)).find(Boolean) ?? null;
  const offer = product ? firstOffer(product.offers) : null;
  const structuredName = clean(product?.name, SHORT_TEXT) ?? tag('og:title', 'twitter:title');
  const structuredDescription =
    clean(product?.description, LONG_TEXT) ??
    [meta.get('og:description'), meta.get('twitter:description')].map((text) => clean(text, LONG_TEXT)).find(Boolean) ??
    null;
  const facts: ProductFacts = {
    name: structuredName ?? clean($('title').first().text(), SHORT_TEXT),
    brand: nameOf(product?.brand) ?? tag('product:brand', 'og:brand'),
    description: structuredDescription ?? clean(meta.get('description'), LONG_TEXT),
    imageUrl:
      absoluteHttpUrl(imageOf(product?.image), pageUrl) ??
      absoluteHttpUrl(
        tag('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'),
        pageUrl,
      ),
    ...priceOf(offer, tag),
    color: nameOf(product?.color) ?? tag('product:color', 'og:color'),
    material: nameOf(product?.material) ?? tag('product:material'),
    sizes: product ? sizesOf(product) : [],
    siteName: tag('og:site_name', 'application-name') ?? nameOf(offer?.seller) ?? hostOf(pageUrl),
  };
  const pageType = tag('og:type') ?? '';
  const evidence: ProductEvidence = {
    jsonLdProduct: product !== null,
    productTags: /^(og:)?product\b/i.test(pageType) || tag('product:price:amount', 'og:price:amount') !== null,
    otherKindTag: /^(article|book|profile|music|video)\b/i.test(pageType),
    structuredName: structuredName !== null,
    structuredDetail: Boolean(facts.price || facts.brand || facts.imageUrl || structuredDescription),
  };
  return { facts, evidence };
}

function firstJsonLdProduct($: CheerioAPI): Json | null {
  for (const script of $('script[type="application/ld+json"]').toArray()) {
    let data: unknown;
    try {
      data = JSON.parse(
        $(script)
          .text()
          .trim()
          .replace(/^<!--|-->$/g, ''),
      );
    } catch {
      continue; // A broken block of one script does not spoil the others.
    }
    const product = findProduct(data, 0);
    if (product) return product;
  }
  return null;
}

/** Depth-first through arrays, `@graph` and `mainEntity`, as shops nest their markup. */
function findProduct(node: unknown, depth: number): Json | null {
  if (depth > 6 || node === null || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const entry of node) {
      const product = findProduct(entry, depth + 1);
      if (product) return product;
    }
    return null;
  }
  const object = node as Json;
  const types = ([] as unknown[]).concat(object['@type'] ?? []);
  if (types.some((type) => typeof type === 'string' && PRODUCT_TYPES.has(type.split(/[/#:]/).pop()!))) return object;
  return findProduct(object['@graph'], depth + 1) ?? findProduct(object.mainEntity, depth + 1);
}

function firstOffer(offers: unknown): Json | null {
  const list = ([] as unknown[]).concat(offers ?? []).filter((offer): offer is Json => isObject(offer));
  return list.find((offer) => offer.price ?? offer.lowPrice ?? offer.priceSpecification) ?? list[0] ?? null;
}

function priceOf(
  offer: Json | null,
  tag: (...names: string[]) => string | null,
): Pick<ProductFacts, 'price' | 'currency'> {
  const specification = ([] as unknown[]).concat(offer?.priceSpecification ?? []).find(isObject) as Json | undefined;
  const price = amount(offer?.price ?? offer?.lowPrice ?? specification?.price);
  if (price) {
    return { price, currency: currencyCode(offer?.priceCurrency ?? specification?.priceCurrency) };
  }
  const tagged = amount(tag('product:price:amount', 'og:price:amount'));
  return tagged
    ? { price: tagged, currency: currencyCode(tag('product:price:currency', 'og:price:currency')) }
    : { price: null, currency: null };
}

/** "1,299.00", "1.299,00", "129", 129.5 -> "1299.00", "1299.00", "129.00", "129.50"; else null. */
export function amount(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  let text = String(value).replace(/[^\d.,]/g, '');
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma > dot) {
    // The comma is the decimal separator when it is last and followed by one or two digits.
    const decimals = text.length - comma - 1;
    text = decimals > 0 && decimals <= 2 ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else {
    text = text.replace(/,/g, '');
  }
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) return null;
  return toMoneyString(text);
}

function currencyCode(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : null;
}

function sizesOf(product: Json): string[] {
  const variants = ([] as unknown[]).concat(product.hasVariant ?? []).filter(isObject) as Json[];
  const sizes = [product.size, ...variants.map((variant) => variant.size)]
    .flatMap((size) => ([] as unknown[]).concat(size ?? []))
    .map((size) => nameOf(size))
    .filter((size): size is string => size !== null);
  return [...new Set(sizes)].slice(0, MAX_SIZES);
}

/** A text, or the `name` of an object (a Brand, an Organization), or the first of a list. */
function nameOf(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(nameOf).find(Boolean) ?? null;
  if (isObject(value)) return nameOf(value.name);
  return clean(value, SHORT_TEXT);
}

function imageOf(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(imageOf).find(Boolean) ?? null;
  if (isObject(value)) return imageOf(value.url ?? value.contentUrl);
  return typeof value === 'string' ? value.trim() || null : null;
}

function metaTags($: CheerioAPI): Map<string, string> {
  const tags = new Map<string, string>();
  $('meta[content]').each((_index, element) => {
    const name = ($(element).attr('property') ?? $(element).attr('name') ?? '').trim().toLowerCase();
    const content = $(element).attr('content');
    // The first of a repeated tag is the main one (og:image lists the main image first).
    if (name && content && !tags.has(name)) tags.set(name, content);
  });
  return tags;
}

/** Plain text: tags removed, entities decoded, whitespace collapsed; cut to `max` characters. */
function clean(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  let text = String(value);
  if (/[<&]/.test(text)) text = load(`<body>${text}</body>`)('body').text();
  text = text.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function absoluteHttpUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function hostOf(pageUrl: string): string | null {
  try {
    return new URL(pageUrl).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
