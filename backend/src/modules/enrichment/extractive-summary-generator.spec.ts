import { ExtractiveSummaryGenerator } from './extractive-summary-generator';
import type { ProductFacts } from './product-facts';

const facts = (overrides: Partial<ProductFacts> = {}): ProductFacts => ({
  name: null,
  brand: null,
  description: null,
  imageUrl: null,
  price: null,
  currency: null,
  color: null,
  material: null,
  sizes: [],
  siteName: null,
  ...overrides,
});

describe('ExtractiveSummaryGenerator', () => {
  const generator = new ExtractiveSummaryGenerator();

  it('says what it is, its attributes, and its price and store, in three sentences', async () => {
    const summary = await generator.summarize(
      facts({
        name: 'Linen Blazer',
        brand: 'Maison Lin',
        description: 'A relaxed blazer in washed linen. Patch pockets.',
        color: 'Navy',
        material: 'Linen',
        sizes: ['S', 'M', 'L'],
        price: '129.00',
        currency: 'USD',
        siteName: 'Nordstrom',
      }),
    );
    expect(summary).toBe(
      'This is the Linen Blazer by Maison Lin. It comes in Navy, is made of Linen and is available in sizes S, M and L. ' +
        'It costs $129.00 at Nordstrom.',
    );
  });

  it('quotes the first sentence of the description when facts are thin', async () => {
    expect(
      await generator.summarize(
        facts({
          name: 'Silk Scarf',
          description: 'Hand-rolled edges. Made in Como.',
          price: '89.50',
          currency: 'EUR',
          siteName: 'Scarf House',
        }),
      ),
    ).toBe('This is the Silk Scarf. Hand-rolled edges. It costs €89.50 at Scarf House.');
    expect(await generator.summarize(facts({ name: 'Hat', description: 'Wool felt' }))).toBe(
      'This is the Hat. Wool felt.',
    );
  });

  it('states only what it was given: no brand twice, no price without one, no currency invented', async () => {
    expect(await generator.summarize(facts({ name: 'Zara Linen Shirt', brand: 'Zara', siteName: 'zara.com' }))).toBe(
      'This is the Zara Linen Shirt. It is sold by zara.com.',
    );
    expect(await generator.summarize(facts({ name: 'Belt', price: '45.00' }))).toBe(
      'This is the Belt. It costs 45.00.',
    );
    expect(await generator.summarize(facts({ name: 'Belt', sizes: ['One size'] }))).toBe(
      'This is the Belt. It is available in size One size.',
    );
  });

  it('writes facts without doubling their full stops', async () => {
    expect(await generator.summarize(facts({ name: 'Scarf.', brand: 'Soie Inc.', siteName: 'Shop.' }))).toBe(
      'This is the Scarf by Soie Inc. It is sold by Shop.',
    );
  });
});
