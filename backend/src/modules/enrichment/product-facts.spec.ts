import { load } from 'cheerio';
import { amount, extractProductFacts as extract } from './product-facts';

const PAGE_URL = 'https://www.shop.example/p/blazer?id=7';

const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const extractProductFacts = (html: string, pageUrl: string) => extract(load(html), pageUrl).facts;
const evidenceOf = (html: string) => extract(load(html), PAGE_URL).evidence;
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('extractProductFacts', () => {
  it('reads a JSON-LD Product: name, brand, image, offer, description, color, material, sizes', () => {
    const html =
      page(
        jsonLd({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'BreadcrumbList', itemListElement: [] },
            {
              '@type': ['Product'],
              name: 'Linen Blazer',
              brand: { '@type': 'Brand', name: 'Maison Lin' },
              image: [{ '@type': 'ImageObject', url: '/img/blazer-front.jpg' }, '/img/blazer-back.jpg'],
              description: 'A relaxed blazer in washed linen. Patch pockets &amp; a single button.',
              color: 'Navy',
              material: 'Linen',
              size: ['S', 'M'],
              hasVariant: [
                { '@type': 'Product', size: 'M' },
                { '@type': 'Product', size: { name: 'L' } },
              ],
              offers: [{ '@type': 'Offer', price: '1,299.00', priceCurrency: 'usd', seller: { name: 'Shop Example' } }],
            },
          ],
        }),
        // Open Graph says otherwise: JSON-LD comes first.
      ) + '<meta property="og:title" content="Something else">';
    expect(extractProductFacts(html, PAGE_URL)).toEqual({
      name: 'Linen Blazer',
      brand: 'Maison Lin',
      description: 'A relaxed blazer in washed linen. Patch pockets & a single button.',
      imageUrl: 'https://www.shop.example/img/blazer-front.jpg',
      price: '1299.00',
      currency: 'USD',
      color: 'Navy',
      material: 'Linen',
      sizes: ['S', 'M', 'L'],
      siteName: 'Shop Example',
    });
  });

  it('takes the price of an AggregateOffer or a price specification', () => {
    const aggregate = page(
      jsonLd({ '@type': 'Product', name: 'Scarf', offers: { lowPrice: 19.5, priceCurrency: 'EUR' } }),
    );
    expect(extractProductFacts(aggregate, PAGE_URL)).toMatchObject({ price: '19.50', currency: 'EUR' });
    const specified = page(
      jsonLd({
        '@type': 'Product',
        name: 'Scarf',
        offers: { priceSpecification: [{ price: '24,90', priceCurrency: 'EUR' }] },
      }),
    );
    expect(extractProductFacts(specified, PAGE_URL)).toMatchObject({ price: '24.90', currency: 'EUR' });
  });

  it('reads Open Graph, product: and Twitter tags when there is no JSON-LD', () => {
    const html = page(`
      <title>Ignored title</title>
      <meta property="og:title" content="Silk Scarf">
      <meta property="og:description" content="Hand-rolled edges.">
      <meta property="og:image" content="https://cdn.shop.example/scarf.jpg">
      <meta property="og:image" content="https://cdn.shop.example/scarf-2.jpg">
      <meta property="og:site_name" content="Scarf House">
      <meta property="product:brand" content="Soie">
      <meta property="product:price:amount" content="89.5">
      <meta property="product:price:currency" content="USD">
      <meta name="twitter:title" content="Twitter title">`);
    expect(extractProductFacts(html, PAGE_URL)).toEqual({
      name: 'Silk Scarf',
      brand: 'Soie',
      description: 'Hand-rolled edges.',
      imageUrl: 'https://cdn.shop.example/scarf.jpg',
      price: '89.50',
      currency: 'USD',
      color: null,
      material: null,
      sizes: [],
      siteName: 'Scarf House',
    });
  });

  it('falls back to Twitter tags, then to <title> and meta description, and to the host for the store', () => {
    const twitter = page(
      '<meta name="twitter:title" content="Tw Belt"><meta name="twitter:image" content="/belt.png">',
    );
    expect(extractProductFacts(twitter, PAGE_URL)).toMatchObject({
      name: 'Tw Belt',
      imageUrl: 'https://www.shop.example/belt.png',
      siteName: 'shop.example',
    });
    const plain = page('<title> Leather   Belt | Shop </title><meta name="description" content="Full-grain leather.">');
    expect(extractProductFacts(plain, PAGE_URL)).toMatchObject({
      name: 'Leather Belt | Shop',
      description: 'Full-grain leather.',
      imageUrl: null,
      price: null,
    });
  });

  it('skips a broken JSON-LD block and keeps reading the next one', () => {
    const html = page(
      '<script type="application/ld+json">{ not json </script>' + jsonLd({ '@type': 'Product', name: 'Gloves' }),
    );
    expect(extractProductFacts(html, PAGE_URL).name).toBe('Gloves');
  });

  it('keeps only http(s) images', () => {
    const html = page('<meta property="og:image" content="javascript:alert(1)">');
    expect(extractProductFacts(html, PAGE_URL).imageUrl).toBeNull();
  });
});

describe('extractProductFacts: evidence of a product', () => {
  it('says nothing of a page with a title and a meta description', () => {
    expect(evidenceOf(page('<title>Hat</title><meta name="description" content="A hat.">'))).toEqual({
      jsonLdProduct: false,
      productTags: false,
      otherKindTag: false,
      structuredName: false,
      structuredDetail: false,
    });
  });

  it('names a JSON-LD Product, product tags and another kind of page', () => {
    expect(evidenceOf(page(jsonLd({ '@type': 'Product', name: 'Gloves' })))).toMatchObject({
      jsonLdProduct: true,
      structuredName: true,
      structuredDetail: false,
    });
    expect(evidenceOf(page('<meta property="og:type" content="og:product">')).productTags).toBe(true);
    expect(evidenceOf(page('<meta property="product:price:amount" content="12">')).productTags).toBe(true);
    expect(evidenceOf(page('<meta property="og:type" content="productive">')).productTags).toBe(false);
    expect(evidenceOf(page('<meta property="og:type" content="video.movie">')).otherKindTag).toBe(true);
    expect(evidenceOf(page('<meta property="og:type" content="website">')).otherKindTag).toBe(false);
  });

  it.each([
    ['a price', '<meta property="og:price:amount" content="12.00">'],
    ['a brand', '<meta property="product:brand" content="Soie">'],
    ['an image', '<meta name="twitter:image" content="/a.jpg">'],
    ['a description', '<meta property="og:description" content="Silk.">'],
  ])('counts %s from tags as a structured detail', (_case, tag) => {
    expect(evidenceOf(page(`<meta property="og:title" content="Scarf">${tag}`))).toMatchObject({
      structuredName: true,
      structuredDetail: true,
    });
  });
});

describe('amount', () => {
  it.each([
    ['129', '129.00'],
    [129.5, '129.50'],
    ['1,299.00', '1299.00'],
    ['1.299,00', '1299.00'],
    ['24,9', '24.90'],
    ['$ 45.00', '45.00'],
    ['1,299', '1299.00'],
  ])('reads %p as %p', (value, expected) => {
    expect(amount(value)).toBe(expected);
  });

  it.each([[''], ['free'], ['12.345'], [null], [{}], ['123456789.00']])('refuses %p', (value) => {
    expect(amount(value)).toBeNull();
  });
});
