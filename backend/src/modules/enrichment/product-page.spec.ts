import * as pages from './product-page.fixtures';
import { readProductPage } from './product-page';

const PAGE_URL = 'https://www.shop.example/products/linen-blazer';
const kindOf = (html: string) => readProductPage(html, PAGE_URL).kind;

describe('readProductPage', () => {
  it.each([
    ["Cloudflare's challenge (Just a moment...)", pages.CLOUDFLARE_CHALLENGE],
    ["Cloudflare's block page (Attention Required!)", pages.CLOUDFLARE_BLOCKED],
    ["Amazon's robot check, titled as the shop", pages.AMAZON_CAPTCHA],
    ["DataDome's captcha, titled as the shop", pages.DATADOME_CAPTCHA],
    ["PerimeterX's refusal", pages.PERIMETERX_BLOCK],
    ["Akamai's refusal", pages.AKAMAI_DENIED],
    ["Imperva's interstitial, even with the shop's preview tags", pages.IMPERVA_INTERSTITIAL],
    ['a captcha wall', pages.RECAPTCHA_WALL],
  ])('refuses %s as a bot check', (_case, html) => {
    expect(readProductPage(html, PAGE_URL)).toEqual({ kind: 'bot-check' });
  });

  it.each([
    ['a title only (a page a script renders)', pages.TITLE_ONLY],
    ['a title and a meta description', pages.TITLE_AND_DESCRIPTION],
    ['an article with full link-preview tags', pages.ARTICLE],
    ["a shop's home page named in Open Graph", pages.SHOP_HOME],
    ['a "not found" page answered as found', pages.SOFT_NOT_FOUND],
    ['an empty page', '<!doctype html><html><head></head><body></body></html>'],
    ['a JSON-LD Product without any name', `<script type="application/ld+json">{"@type":"Product","sku":"1"}</script>`],
  ])('refuses %s as no product data', (_case, html) => {
    expect(readProductPage(html, PAGE_URL)).toEqual({ kind: 'no-product-data' });
  });

  it('reads a Shopify product page, whatever bot-detection script and captcha widget it loads', () => {
    expect(readProductPage(pages.SHOPIFY_PRODUCT, PAGE_URL)).toEqual({
      kind: 'product',
      facts: expect.objectContaining({
        name: 'Linen Blazer',
        brand: 'Maison Lin',
        price: '129.00',
        currency: 'USD',
        imageUrl: 'https://www.shop.example/cdn/shop/files/blazer.jpg?v=1716900000',
        siteName: 'Maison Lin',
      }),
    });
  });

  it.each([
    ['a WooCommerce page (JSON-LD Product in a graph, og:type website)', pages.WOOCOMMERCE_PRODUCT, 'Silk Scarf'],
    ['a page with price tags and no JSON-LD', pages.TAGGED_PRODUCT, 'Wool Throw — Casa Nord'],
    [
      "a boutique's page with only a name and a photo in its preview tags",
      pages.PREVIEW_TAGGED_PRODUCT,
      'Hand-thrown Vase',
    ],
  ])('reads %s as a product', (_case, html, name) => {
    const reading = readProductPage(html, PAGE_URL);
    expect(reading).toMatchObject({ kind: 'product', facts: { name } });
  });

  it('counts og:type product with a title as a product, and a name alone from Open Graph as nothing', () => {
    const head = (tags: string) => `<!doctype html><html><head>${tags}</head><body></body></html>`;
    expect(kindOf(head('<title>Rattan Chair</title><meta property="og:type" content="product.item">'))).toBe('product');
    expect(kindOf(head('<meta property="og:title" content="Rattan Chair">'))).toBe('no-product-data');
    expect(
      kindOf(head('<meta property="og:title" content="Rattan Chair"><meta name="description" content="Rattan.">')),
    ).toBe('no-product-data');
    expect(
      kindOf(
        head('<meta property="og:title" content="Rattan Chair"><meta property="og:description" content="Rattan.">'),
      ),
    ).toBe('product');
    expect(
      kindOf(head('<meta name="twitter:title" content="Rattan Chair"><meta property="product:brand" content="Casa">')),
    ).toBe('product');
  });

  it('keeps a challenge page a bot check when it carries product tags', () => {
    const marked = pages.CLOUDFLARE_CHALLENGE.replace(
      '</head>',
      '<meta property="og:type" content="product"><meta property="og:title" content="Linen Blazer"></head>',
    );
    expect(kindOf(marked)).toBe('bot-check');
  });
});
