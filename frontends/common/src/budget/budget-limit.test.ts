import { budgetAfterSave, budgetLimitCents, budgetSpend, budgetState, unitsTowardBudget } from './budget-limit';

describe('budgetLimitCents', () => {
  it.each([
    // Clothing
    ['under-50', 50_00],
    ['50-100', 100_00],
    ['100-300', 300_00],
    ['300-700', 700_00],
    ['700-plus', 700_00],
    // Home décor
    ['under-250', 250_00],
    ['250-500', 500_00],
    ['500-1500', 1500_00],
    ['1500-3000', 3000_00],
    ['3000-plus', 3000_00],
    // Event
    ['under-500', 500_00],
    ['500-1000', 1000_00],
    ['1000-2500', 2500_00],
    ['2500-5000', 5000_00],
    ['5000-plus', 5000_00],
  ])('reads the bucket %s: the upper bound, or the lower one of "-plus"', (answer, cents) => {
    expect(budgetLimitCents(answer)).toBe(cents);
  });

  it('reads every bucket the category forms offer', () => {
    // The lists of backend/src/modules/categories/category-form-schemas.ts (docs/product-rules.md,
    // "Option lists").
    const buckets = [
      ['under-50', '50-100', '100-300', '300-700', '700-plus'],
      ['under-250', '250-500', '500-1500', '1500-3000', '3000-plus'],
      ['under-500', '500-1000', '1000-2500', '2500-5000', '5000-plus'],
    ].flat();
    for (const bucket of buckets) expect(budgetLimitCents(bucket)).toBeGreaterThan(0);
  });

  it.each([
    ['$1,200', 1200_00],
    ['about $400', 400_00],
    ['400-600 dollars', 600_00],
    ['$400-600', 600_00],
    ['$400 – $600', 600_00],
    ['between 300 and 500', 500_00],
    ['from $300 to $500', 500_00],
    ['Around 400', 400_00],
    ['up to $250.50', 250_50],
    ['  350  ', 350_00],
    ['1200.5', 1200_50],
    ['under $1,000', 1000_00],
    ['Under $50', 50_00],
    ['$700+', 700_00],
    ['at least 300', 300_00],
    ['2k', 2000_00],
    ['about 1.5k', 1500_00],
    ['3 shirts, about $90 total', 90_00],
    ['for 150 guests, around $2,000', 2000_00],
    ['max 800 USD', 800_00],
    ['300-700 ', 700_00],
  ])('reads the client’s own words %j', (answer, cents) => {
    expect(budgetLimitCents(answer)).toBe(cents);
  });

  it.each([['no idea'], [''], ['   '], ['flexible'], ['$0'], ['under-0'], ['ask me']])(
    'gives no budget for %j',
    (answer) => {
      expect(budgetLimitCents(answer)).toBeNull();
    },
  );

  it('reads a number as dollars and anything else that is not text as no budget', () => {
    expect(budgetLimitCents(450)).toBe(450_00);
    expect(budgetLimitCents(99.99)).toBe(99_99);
    expect(budgetLimitCents(0)).toBeNull();
    expect(budgetLimitCents(-5)).toBeNull();
    expect(budgetLimitCents(Number.NaN)).toBeNull();
    expect(budgetLimitCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(budgetLimitCents(null)).toBeNull();
    expect(budgetLimitCents(undefined)).toBeNull();
    expect(budgetLimitCents(true)).toBeNull();
    expect(budgetLimitCents(['300-700'])).toBeNull();
    expect(budgetLimitCents({ budget: '300-700' })).toBeNull();
  });
});

describe('budgetState', () => {
  it('is none without a budget', () => {
    expect(budgetState(0, null)).toBe('none');
    expect(budgetState(500_00, null)).toBe('none');
    expect(budgetState(1, 0)).toBe('none');
  });

  it('warns past 90 % and past 100 %, exactly at the edges', () => {
    expect(budgetState(0, 700_00)).toBe('ok');
    expect(budgetState(630_00, 700_00)).toBe('ok'); // exactly 90 %
    expect(budgetState(630_01, 700_00)).toBe('near');
    expect(budgetState(700_00, 700_00)).toBe('near'); // exactly 100 %
    expect(budgetState(700_01, 700_00)).toBe('over');
    expect(budgetState(5_000_000_00, 50_00)).toBe('over');
  });
});

describe('budgetSpend', () => {
  const item = (quantity: number, unitPrice: string, status = 'AVAILABLE') => ({ quantity, unitPrice, status });

  it('adds quantity × price and the fee rounded per line as invoices bill it', () => {
    // 3 × 19.99 = 59.97, fee 7.49625 → 7.50; 1 × 45.00, fee 5.625 → 5.63 (rounded once it would be 13.12).
    expect(budgetSpend([item(3, '19.99'), item(1, '45.00')], '12.50')).toEqual({
      subtotal: 104_97,
      serviceFee: 13_13,
      total: 118_10,
    });
  });

  it('counts every stage but a credited item', () => {
    const items = ['DRAFT', 'READY', 'AVAILABLE', 'INVOICED_DUE', 'INVOICED_PAID', 'CREDITED'].map((status) =>
      item(1, '10.00', status),
    );
    expect(items.map(unitsTowardBudget)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(budgetSpend(items, '0')).toEqual({ subtotal: 50_00, serviceFee: 0, total: 50_00 });
  });

  it('leaves out the units returned on a credit note', () => {
    const partlyReturned = { ...item(3, '20.00', 'INVOICED_PAID'), qtyCredited: 1 };
    expect(unitsTowardBudget(partlyReturned)).toBe(2);
    expect(unitsTowardBudget({ ...item(3, '20.00', 'INVOICED_PAID'), qtyCredited: 5 })).toBe(0);
    // 2 × 20.00 = 40.00, fee 10 % = 4.00.
    expect(budgetSpend([partlyReturned], '10')).toEqual({ subtotal: 40_00, serviceFee: 4_00, total: 44_00 });
  });

  it('adds nothing for no items or an unreadable price', () => {
    expect(budgetSpend([], '12.50')).toEqual({ subtotal: 0, serviceFee: 0, total: 0 });
    expect(budgetSpend([item(1, 'abc')], '12.50')).toEqual({ subtotal: 0, serviceFee: 0, total: 0 });
  });
});

describe('budgetAfterSave', () => {
  const items = [
    { id: 'a', quantity: 2, unitPrice: '200.00', status: 'AVAILABLE' },
    { id: 'b', quantity: 1, unitPrice: '150.00', status: 'DRAFT' },
  ];
  // 550.00 + 10 % = 605.00 of a $700 budget.

  it('warns when a new item takes the task over budget, fee included', () => {
    const check = budgetAfterSave('300-700', items, '10', { quantity: 1, unitPrice: '50' });
    // 600.00 + 60.00 fee = 660.00: still within.
    expect(check).toMatchObject({
      limitCents: 700_00,
      before: { total: 605_00 },
      after: { total: 660_00 },
      warn: false,
    });
    const over = budgetAfterSave('300-700', items, '10', { quantity: 2, unitPrice: '$50.00' });
    // 650.00 + 65.00 = 715.00.
    expect(over).toMatchObject({ after: { subtotal: 650_00, serviceFee: 65_00, total: 715_00 }, warn: true });
  });

  it('counts an edited item once, at its new quantity and price', () => {
    expect(budgetAfterSave('300-700', items, '10', { itemId: 'b', quantity: 1, unitPrice: '180' })).toMatchObject({
      after: { total: 638_00 },
      warn: false,
    });
    expect(budgetAfterSave('300-700', items, '10', { itemId: 'b', quantity: 2, unitPrice: '150' })).toMatchObject({
      after: { total: 770_00 },
      warn: true,
    });
  });

  it('does not warn for a save that lowers a total already over budget', () => {
    expect(budgetAfterSave('under-500', items, '10', { itemId: 'b', quantity: 1, unitPrice: '100' })).toMatchObject({
      before: { total: 605_00 },
      after: { total: 550_00 },
      warn: false,
    });
    expect(budgetAfterSave('under-500', items, '10', { quantity: 1, unitPrice: '0.01' })?.warn).toBe(true);
  });

  it('checks nothing without a budget or while the typed values are not a quantity and a price', () => {
    expect(budgetAfterSave('no idea', items, '10', { quantity: 9, unitPrice: '999' })).toBeNull();
    expect(budgetAfterSave('300-700', items, '10', { quantity: null, unitPrice: '999' })).toBeNull();
    expect(budgetAfterSave('300-700', items, '10', { quantity: 0, unitPrice: '999' })).toBeNull();
    expect(budgetAfterSave('300-700', items, '10', { quantity: 1.5, unitPrice: '999' })).toBeNull();
    expect(budgetAfterSave('300-700', items, '10', { quantity: 1, unitPrice: '9.999' })).toBeNull();
    expect(budgetAfterSave('300-700', items, '10', { quantity: 1, unitPrice: '' })).toBeNull();
  });
});
