import { effectiveQuantity, invoiceableItems, selectedItems } from './invoice-selection';
import { fakeItem } from './test-fixtures';

describe('invoiceableItems', () => {
  it('offers open, due and partly paid items with quantity left, never wholly paid or credited ones', () => {
    const items = [
      fakeItem({ id: 'draft', name: 'Draft', status: 'DRAFT' }),
      fakeItem({
        id: 'due-part',
        name: 'Due part',
        status: 'INVOICED_DUE',
        locked: true,
        quantity: 3,
        qtyRemaining: 1,
      }),
      fakeItem({ id: 'due-all', name: 'Due all', status: 'INVOICED_DUE', locked: true, quantity: 2, qtyRemaining: 0 }),
      fakeItem({ id: 'paid', name: 'Paid', status: 'INVOICED_PAID', locked: true, quantity: 1, qtyRemaining: 0 }),
      fakeItem({
        id: 'paid-part',
        name: '1 of 2 paid',
        status: 'INVOICED_PAID',
        locked: true,
        quantity: 2,
        qtyRemaining: 1,
      }),
      fakeItem({ id: 'credited', name: 'Credited', status: 'CREDITED', locked: true, qtyRemaining: 1 }),
    ];
    expect(invoiceableItems(items).map((item) => item.id)).toEqual(['draft', 'due-part', 'paid-part']);
  });
});

describe('quantities', () => {
  const item = fakeItem({ id: 'a', name: 'Scarf', quantity: 5, qtyRemaining: 3 });

  it('bounds finalize to 1..remaining and capture to 0..remaining', () => {
    expect(effectiveQuantity(item, { checked: true, quantity: 9 }, 'finalize')).toBe(3);
    expect(effectiveQuantity(item, { checked: true, quantity: 0 }, 'finalize')).toBe(1);
    expect(effectiveQuantity(item, { checked: true, quantity: null }, 'finalize')).toBe(1);
    expect(effectiveQuantity(item, { checked: true, quantity: 0 }, 'capture')).toBe(0);
    expect(effectiveQuantity(item, { checked: true, quantity: 2.7 }, 'capture')).toBe(2);
  });

  it('selects ticked items only, defaulting to what remains, and skips a capture of 0', () => {
    const other = fakeItem({ id: 'b', name: 'Vase', quantity: 2 });
    const untouched = fakeItem({ id: 'c', name: 'Lamp' });
    const ticked = { a: { checked: true, quantity: 3 }, b: { checked: true, quantity: 0 } };
    expect(
      selectedItems([item, other, untouched], ticked, 'finalize').map(({ item: i, quantity }) => [i.id, quantity]),
    ).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    expect(
      selectedItems([item, other, untouched], ticked, 'capture').map(({ item: i, quantity }) => [i.id, quantity]),
    ).toEqual([['a', 3]]);
    expect(selectedItems([untouched], {}, 'finalize')).toEqual([]);
  });
});
