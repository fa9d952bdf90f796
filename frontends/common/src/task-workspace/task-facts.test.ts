import type { Schemas } from '../api/typed';
import { categoryAnswers, itemBreakdown, recipientAge, recipientSizes } from './task-facts';

type Item = Schemas['ItemReadDto'];

function item(status: Item['status'], invoiceId: string | null = null): Item {
  return { status, invoiceId } as Item;
}

describe('recipientAge', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('counts whole 365.25-day years', () => {
    expect(recipientAge('2000-11-23', now)).toBe(26);
    // 26 × 365.25 days after 2000-11-24 is still ahead of now: not yet 26.
    expect(recipientAge('2000-11-25', now)).toBe(25);
    expect(recipientAge('2026-01-01', now)).toBe(0);
  });

  it('differs from calendar birthdays where leap days add up', () => {
    // 4 × 365.25 days = exactly 1461 days; born 2022-11-24 is 1460 days before now.
    expect(recipientAge('2022-11-24', now)).toBe(3);
    expect(recipientAge('2022-11-23', now)).toBe(4);
  });

  it('is unknown without a date, with a bad one or in the future', () => {
    expect(recipientAge(null, now)).toBeNull();
    expect(recipientAge('not a date', now)).toBeNull();
    expect(recipientAge('2030-01-01', now)).toBeNull();
  });
});

describe('itemBreakdown', () => {
  it('counts present statuses in workflow order and invoiced items', () => {
    const breakdown = itemBreakdown([
      item('INVOICED_PAID', 'inv'),
      item('DRAFT'),
      item('INVOICED_DUE', 'inv'),
      item('DRAFT'),
    ]);
    expect(breakdown.byStatus).toEqual([
      { status: 'DRAFT', label: 'Draft', count: 2 },
      { status: 'INVOICED_DUE', label: 'Invoiced (Due)', count: 1 },
      { status: 'INVOICED_PAID', label: 'Paid', count: 1 },
    ]);
    expect(breakdown.invoiced).toBe(2);
    expect(breakdown.notInvoiced).toBe(2);
  });

  it('is empty without items', () => {
    expect(itemBreakdown([])).toEqual({ byStatus: [], invoiced: 0, notInvoiced: 0 });
  });
});

describe('recipientSizes', () => {
  it('lists the filled-in facts with labels, sizing last, presets by their labels', () => {
    expect(
      recipientSizes({
        topsSize: 'M',
        shoeSize: ' ',
        clothingStyle: 'smart-casual',
        clothingBudget: '700-plus',
        sizing: { brands: 'cos, j-crew', preferredColors: 'navy, earth-tones', topSize: '' },
      }),
    ).toEqual([
      { label: 'Tops', value: 'M' },
      { label: 'Style', value: 'Smart Casual' },
      { label: 'Clothing budget', value: '$700+' },
      { label: 'Colors', value: 'Navy, Earth Tones' },
      { label: 'Brands', value: 'cos, J.Crew' },
    ]);
    expect(recipientSizes(null)).toEqual([]);
  });
});

describe('categoryAnswers', () => {
  const category = {
    formSchema: {
      fields: [
        { key: 'style', label: 'Style preference', type: 'string', required: true, options: ['modern-minimal'] },
        { key: 'colors', label: 'Colors', type: 'string[]', required: false, options: ['Navy'] },
        { key: 'budget', label: 'Budget', type: 'string', required: true, options: ['under-50', '50-100'] },
        { key: 'notes', label: 'Notes', type: 'string', required: false },
      ],
    },
  } as unknown as Schemas['CategoryDto'];

  it("labels answers by the category's form, joins lists and skips blanks", () => {
    expect(
      categoryAnswers({ budget: '50-100', colors: ['Navy', 'Black'], style: '', guestCount: 12 }, category),
    ).toEqual([
      { label: 'Colors', value: 'Navy, Black' },
      { label: 'Budget', value: '$50–$100' },
      { label: 'Guest count', value: '12' },
    ]);
  });

  it('shows chosen options by their labels, and words typed as they are', () => {
    expect(
      categoryAnswers(
        { style: 'modern-minimal', budget: 'under-50', notes: 'other', colors: ['earth tones'] },
        category,
      ),
    ).toEqual([
      { label: 'Style preference', value: 'Modern Minimal' },
      { label: 'Colors', value: 'earth tones' },
      { label: 'Budget', value: 'Under $50' },
      { label: 'Notes', value: 'other' },
    ]);
  });
});
