import { planEnrichment } from './enrichment-plan';
import type { ProductFacts } from './product-facts';

const FACTS: ProductFacts = {
  name: 'Linen Blazer',
  brand: 'Maison Lin',
  description: null,
  imageUrl: 'https://shop.example/blazer.jpg',
  price: '129.00',
  currency: 'USD',
  color: null,
  material: null,
  sizes: [],
  siteName: 'Shop Example',
};
const PHOTO = '/files/uploads/ab/ab' + '1'.repeat(62) + '.jpg';
const blank = { brand: null, store: null, unitPrice: '0.00', imageUrls: [] as string[] };

describe('planEnrichment', () => {
  it('writes the summary, fills what is empty and adds the image', () => {
    expect(planEnrichment(blank, FACTS, 'Summary.', PHOTO)).toEqual({
      changes: {
        aiSummary: 'Summary.',
        brand: 'Maison Lin',
        store: 'Shop Example',
        unitPrice: '129.00',
        imageUrls: [PHOTO],
      },
      imageAdded: true,
    });
  });

  it('never overwrites what the shopper entered', () => {
    const item = { brand: 'Own brand', store: 'Own store', unitPrice: '99.00', imageUrls: ['https://x.example/a.jpg'] };
    expect(planEnrichment(item, FACTS, 'Summary.', PHOTO).changes).toEqual({
      aiSummary: 'Summary.',
      imageUrls: ['https://x.example/a.jpg', PHOTO],
    });
  });

  it('takes a price only in US dollars', () => {
    expect(planEnrichment(blank, { ...FACTS, currency: 'EUR' }, 'S.', null).changes.unitPrice).toBeUndefined();
    expect(planEnrichment(blank, { ...FACTS, currency: null }, 'S.', null).changes.unitPrice).toBeUndefined();
  });

  it('adds no image twice and none past 8 photos', () => {
    expect(planEnrichment({ ...blank, imageUrls: [PHOTO] }, FACTS, 'S.', PHOTO)).toEqual({
      changes: { aiSummary: 'S.', brand: 'Maison Lin', store: 'Shop Example', unitPrice: '129.00' },
      imageAdded: false,
    });
    const eight = Array.from({ length: 8 }, (_, i) => `https://x.example/${i}.jpg`);
    expect(planEnrichment({ ...blank, imageUrls: eight }, FACTS, 'S.', PHOTO).imageAdded).toBe(false);
    expect(planEnrichment(blank, FACTS, 'S.', null).imageAdded).toBe(false);
  });
});
