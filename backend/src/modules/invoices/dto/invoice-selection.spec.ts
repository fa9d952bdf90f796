import {
  QUANTITY_AT_LEAST_ONE,
  QUANTITY_AT_MOST,
  QUANTITY_NOT_NEGATIVE,
  QUANTITY_WHOLE,
  SELECTION_DUPLICATE,
  SELECTION_ENTRY_INVALID,
  SELECTION_TOO_MANY,
  selectionProblem,
  type SelectionRule,
} from './invoice-selection';

const NOTHING = 'Please select at least one item to add to the invoice.';
const capture: SelectionRule = { quantityKey: 'qtyCaptured', minimum: 0, nothingSelected: NOTHING };
const finalize: SelectionRule = { quantityKey: 'quantity', minimum: 1, nothingSelected: 'finalize: nothing' };
const A = '0b6f3f0e-7d4a-4c43-9a51-1f2f9f6f2a01';
const B = '3c1b0a52-2f0e-4f7e-8d3b-6a5f0c9e7b02';

describe('selectionProblem', () => {
  it('accepts a selection with a quantity above 0', () => {
    expect(selectionProblem([{ itemId: A, qtyCaptured: 2 }], capture)).toBeNull();
    expect(selectionProblem([{ itemId: A, quantity: 1 }], finalize)).toBeNull();
  });

  it('lets capture skip items with 0, as long as one is above 0', () => {
    expect(
      selectionProblem(
        [
          { itemId: A, qtyCaptured: 0 },
          { itemId: B, qtyCaptured: 1 },
        ],
        capture,
      ),
    ).toBeNull();
    expect(selectionProblem([{ itemId: A, qtyCaptured: 0 }], capture)).toBe(NOTHING);
  });

  it.each([undefined, null, 'items', {}, []])('answers the spec message for nothing selected: %p', (value) => {
    expect(selectionProblem(value, capture)).toBe(NOTHING);
    expect(selectionProblem(value, finalize)).toBe('finalize: nothing');
  });

  it.each<[string, unknown, string]>([
    ['an entry that is not an object', ['x'], SELECTION_ENTRY_INVALID],
    ['a missing itemId', [{ qtyCaptured: 1 }], SELECTION_ENTRY_INVALID],
    ['an itemId that is not a UUID', [{ itemId: '1; DROP TABLE items', qtyCaptured: 1 }], SELECTION_ENTRY_INVALID],
    [
      'an item twice',
      [
        { itemId: A, qtyCaptured: 1 },
        { itemId: A.toUpperCase(), qtyCaptured: 1 },
      ],
      SELECTION_DUPLICATE,
    ],
    ['a missing quantity', [{ itemId: A }], QUANTITY_WHOLE],
    ['a quantity as text', [{ itemId: A, qtyCaptured: '2' }], QUANTITY_WHOLE],
    ['a fractional quantity', [{ itemId: A, qtyCaptured: 1.5 }], QUANTITY_WHOLE],
    ['a negative quantity', [{ itemId: A, qtyCaptured: -1 }], QUANTITY_NOT_NEGATIVE],
    ['a quantity over 9999', [{ itemId: A, qtyCaptured: 10000 }], QUANTITY_AT_MOST],
  ])('refuses %s', (_case, value, message) => {
    expect(selectionProblem(value, capture)).toBe(message);
  });

  it('refuses 0 when finalizing', () => {
    expect(selectionProblem([{ itemId: A, quantity: 0 }], finalize)).toBe(QUANTITY_AT_LEAST_ONE);
  });

  it('refuses more than 200 entries', () => {
    const many = Array.from({ length: 201 }, () => ({ itemId: A, qtyCaptured: 1 }));
    expect(selectionProblem(many, capture)).toBe(SELECTION_TOO_MANY);
  });
});
