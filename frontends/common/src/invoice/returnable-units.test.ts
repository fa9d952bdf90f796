import type { Schemas } from '../api/typed';
import {
  canRecordReturn,
  clampReturnQuantity,
  hasReturnableUnits,
  itemCredit,
  previewReturn,
  returnableItems,
  returnLines,
} from './returnable-units';
import { asClientEntry, fakeCreditNote, fakeCreditNoteLine, fakeLine, fakeShopperEntry } from './test-fixtures';

type Note = Schemas['CreditNoteDto'];

// 3 × 19.99 at 12.50 %: 59.97 + 7.50 (7.49625 rounds up).
const scarf = fakeLine({ id: 'l1', itemId: 'scarf', name: 'Silk scarf' });
const vase = fakeLine({
  id: 'l2',
  itemId: 'vase',
  name: 'Glass vase',
  capturedQuantity: 2,
  unitPrice: '45.00',
  lineTotal: '90.00',
  lineServiceFee: '11.25',
});

function note(lines: { itemId: string; quantity: number }[]): Note {
  return fakeCreditNote({
    lines: lines.map(({ itemId, quantity }, index) => fakeCreditNoteLine({ id: `c${index}`, itemId, quantity })),
  });
}

describe('returnableItems', () => {
  it('lists each item of the invoice once, with what it captured, what was credited and what is left', () => {
    const items = returnableItems([scarf, vase], [note([{ itemId: 'scarf', quantity: 1 }])]);
    expect(
      items.map(({ itemId, name, captured, credited, returnable, unitPrice }) => ({
        itemId,
        name,
        captured,
        credited,
        returnable,
        unitPrice,
      })),
    ).toEqual([
      { itemId: 'scarf', name: 'Silk scarf', captured: 3, credited: 1, returnable: 2, unitPrice: '19.99' },
      { itemId: 'vase', name: 'Glass vase', captured: 2, credited: 0, returnable: 2, unitPrice: '45.00' },
    ]);
    expect(hasReturnableUnits(items)).toBe(true);
  });

  it('adds up an item captured on several lines and ignores voided lines', () => {
    const items = returnableItems(
      [
        scarf,
        fakeLine({ id: 'l3', itemId: 'scarf', capturedQuantity: 2, lineTotal: '39.98', lineServiceFee: '5.00' }),
        fakeLine({ id: 'l4', itemId: 'belt', name: 'Belt', status: 'VOIDED', voidedAt: '2026-03-03T10:00:00.000Z' }),
      ],
      [note([{ itemId: 'scarf', quantity: 4 }])],
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ itemId: 'scarf', captured: 5, credited: 4, returnable: 1 });
  });

  it('has nothing to return once every unit was credited', () => {
    const items = returnableItems(
      [scarf, vase],
      [
        note([{ itemId: 'scarf', quantity: 2 }]),
        note([
          { itemId: 'scarf', quantity: 1 },
          { itemId: 'vase', quantity: 2 },
        ]),
      ],
    );
    expect(items.map((item) => item.returnable)).toEqual([0, 0]);
    expect(hasReturnableUnits(items)).toBe(false);
    expect(hasReturnableUnits(returnableItems([], []))).toBe(false);
  });
});

describe('previewReturn', () => {
  it('credits each unit at its capture price and fee, rounded half away from zero', () => {
    const items = returnableItems([scarf, vase], []);
    // 1 × 19.99 → fee 2.49875 → 2.50; 1 × 45.00 → 5.625 → 5.63.
    const preview = previewReturn(items, { scarf: 1, vase: 1 });
    expect(preview).toMatchObject({ subtotal: 6499, serviceFee: 813, taxes: 0, total: 7312 });
    expect(itemCredit(preview, 'vase')).toEqual({ subtotal: 4500, serviceFee: 563 });
    expect(previewReturn(items, {}).total).toBe(0);
  });

  it('gives a line its exact remainder when its last units go back, so the credits add up to what it billed', () => {
    // 3 × 0.07 at 7.25 % billed 0.02 of fee (1.5225 cents); one unit alone is 0.5075 cents → 0.01.
    const pin = fakeLine({
      id: 'p1',
      itemId: 'pin',
      name: 'Hair pin',
      capturedQuantity: 3,
      unitPrice: '0.07',
      lineTotal: '0.21',
      feePctAtCapture: '7.25',
      lineServiceFee: '0.02', // 0.015225 → 0.02
    });
    // One unit: 0.07 × 7.25 % = 0.005075 → 0.01.
    const first = returnableItems([pin], []);
    expect(previewReturn(first, { pin: 1 }).serviceFee).toBe(1);
    // After two single-unit credits (0.01 each), the last unit takes what is left: 0.02 − 0.02 = 0.
    const afterTwo = returnableItems(
      [pin],
      [note([{ itemId: 'pin', quantity: 1 }]), note([{ itemId: 'pin', quantity: 1 }])],
    );
    expect(previewReturn(afterTwo, { pin: 1 })).toMatchObject({ subtotal: 7, serviceFee: 0, total: 7 });
    // All three at once: exactly what the line billed.
    expect(previewReturn(first, { pin: 3 })).toMatchObject({ subtotal: 21, serviceFee: 2, total: 23 });
  });

  it('fills an item’s lines oldest first, each at its own price and fee percent', () => {
    const later = fakeLine({
      id: 'l5',
      itemId: 'scarf',
      capturedQuantity: 1,
      unitPrice: '19.99',
      lineTotal: '19.99',
      feePctAtCapture: '10.00',
      lineServiceFee: '2.00',
    });
    const items = returnableItems([scarf, later], [note([{ itemId: 'scarf', quantity: 2 }])]);
    // One unit left on the first line (closing it: 7.50 − 2 × 2.50 = 2.50), then the later line (2.00).
    const preview = previewReturn(items, { scarf: 2 });
    expect(preview.lines).toEqual([
      { itemId: 'scarf', quantity: 1, unitPrice: '19.99', feePct: '12.50', lineTotal: 1999, lineServiceFee: 250 },
      { itemId: 'scarf', quantity: 1, unitPrice: '19.99', feePct: '10.00', lineTotal: 1999, lineServiceFee: 200 },
    ]);
    expect(preview.total).toBe(4448);
  });
});

describe('quantities', () => {
  const [item] = returnableItems([scarf], [note([{ itemId: 'scarf', quantity: 1 }])]);

  it('keeps a typed quantity a whole number from 0 to what is returnable', () => {
    expect(clampReturnQuantity(item!, null)).toBe(0);
    expect(clampReturnQuantity(item!, -2)).toBe(0);
    expect(clampReturnQuantity(item!, 1.7)).toBe(1);
    expect(clampReturnQuantity(item!, 9)).toBe(2);
  });

  it('sends only the items with a quantity above 0', () => {
    const items = returnableItems([scarf, vase], []);
    expect(returnLines(items, { scarf: 0, vase: 2 })).toEqual([{ itemId: 'vase', quantity: 2 }]);
    expect(returnLines(items, { scarf: null })).toEqual([]);
  });
});

describe('canRecordReturn', () => {
  it('is for the shopper’s due or paid invoice with some unit left to return', () => {
    expect(canRecordReturn(fakeShopperEntry({}, [scarf]))).toBe(true);
    expect(canRecordReturn(fakeShopperEntry({ status: 'PAID' }, [scarf]))).toBe(true);
    expect(canRecordReturn(fakeShopperEntry({ status: 'VOID' }, [scarf]))).toBe(false);
    expect(canRecordReturn(fakeShopperEntry({}, []))).toBe(false);
    expect(canRecordReturn(fakeShopperEntry({}, [scarf], [note([{ itemId: 'scarf', quantity: 3 }])]))).toBe(false);
    // The client's copy has no fee fields: never hers to return.
    expect(canRecordReturn(asClientEntry(fakeShopperEntry({}, [scarf])))).toBe(false);
  });
});
