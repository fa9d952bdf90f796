import {
  ITEM_FORM_MESSAGES as MESSAGES,
  isProductLink,
  itemFormDefaults,
  quantityProblem,
  toItemFields,
  unitPriceProblem,
} from './item-form';

describe('quantity', () => {
  it('is a whole number of at least 1', () => {
    expect(quantityProblem(1)).toBeNull();
    expect(quantityProblem(9999)).toBeNull();
    expect(quantityProblem(0)).toBe(MESSAGES.quantityMin);
    expect(quantityProblem(-2)).toBe(MESSAGES.quantityMin);
    expect(quantityProblem(1.5)).toBe(MESSAGES.quantityWhole);
    expect(quantityProblem(10000)).toBe(MESSAGES.quantityMax);
    expect(quantityProblem(null)).toBe(MESSAGES.quantityRequired);
  });

  it('starts at 1 for a new item', () => {
    expect(itemFormDefaults().quantity).toBe(1);
  });
});

describe('unit price', () => {
  it('takes 0 or more with at most two decimals', () => {
    expect(unitPriceProblem('0')).toBeNull();
    expect(unitPriceProblem('12.5')).toBeNull();
    expect(unitPriceProblem('12.50')).toBeNull();
    expect(unitPriceProblem('12.345')).toBe(MESSAGES.priceInvalid);
    expect(unitPriceProblem('-3')).toBe(MESSAGES.priceInvalid);
    expect(unitPriceProblem('twelve')).toBe(MESSAGES.priceInvalid);
    expect(unitPriceProblem('100000000.00')).toBe(MESSAGES.priceTooHigh);
  });

  it('leaves a blank price to the required rule', () => {
    expect(unitPriceProblem('  ')).toBeNull();
  });
});

describe('product link', () => {
  it('is an http(s) address or nothing', () => {
    expect(isProductLink('')).toBe(true);
    expect(isProductLink('https://shop.example.com/blazer?size=m')).toBe(true);
    expect(isProductLink('http://example.com')).toBe(true);
    expect(isProductLink('example.com/blazer')).toBe(false);
    expect(isProductLink('ftp://example.com/file')).toBe(false);
    expect(isProductLink('javascript:alert(1)')).toBe(false);
    expect(isProductLink('https://localhost')).toBe(false);
  });
});

it('sends trimmed fields and the price as a two-decimal string', () => {
  expect(
    toItemFields({
      name: '  Linen blazer ',
      brand: ' Zara',
      store: '',
      quantity: 2,
      unitPrice: '12.5',
      link: ' https://example.com/b ',
    }),
  ).toEqual({
    name: 'Linen blazer',
    brand: 'Zara',
    store: '',
    quantity: 2,
    unitPrice: '12.50',
    link: 'https://example.com/b',
  });
});

it('fills the edit form from the item', () => {
  const values = itemFormDefaults({
    name: 'Blazer',
    brand: null,
    store: 'Nordstrom',
    quantity: 3,
    unitPrice: '129.00',
    link: null,
  } as Parameters<typeof itemFormDefaults>[0]);
  expect(values).toEqual({ name: 'Blazer', brand: '', store: 'Nordstrom', quantity: 3, unitPrice: '129.00', link: '' });
});
