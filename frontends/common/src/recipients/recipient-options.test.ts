import {
  BOTTOM_SIZE_OPTIONS,
  COLOR_OPTIONS,
  genderOptions,
  RELATIONSHIP_OPTIONS,
  relationshipLabel,
  SHOE_SIZE_OPTIONS,
  TOP_SIZE_OPTIONS,
} from './recipient-options';

const values = (options: { value: string }[]) => options.map((option) => option.value);

it('offers the spec lists of relationships, sizes and colors', () => {
  expect(values(RELATIONSHIP_OPTIONS)).toEqual(['self', 'spouse', 'child', 'parent', 'friend', 'property', 'other']);
  expect(values(TOP_SIZE_OPTIONS)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
  expect(values(BOTTOM_SIZE_OPTIONS)).toEqual(expect.arrayContaining(['XS', '3XL', '26/28', '32/34', '38/32']));
  expect(values(SHOE_SIZE_OPTIONS)).toEqual([
    '5',
    '5.5',
    '6',
    '6.5',
    '7',
    '7.5',
    '8',
    '8.5',
    '9',
    '9.5',
    '10',
    '10.5',
    '11',
    '11.5',
    '12',
    '12.5',
    '13',
    '13.5',
    '14',
  ]);
  expect(values(COLOR_OPTIONS)).toEqual(
    expect.arrayContaining(['navy', 'pink', 'purple', 'neutral-tones', 'earth-tones', 'bright-colors']),
  );
  expect(relationshipLabel('self')).toBe('Myself');
  expect(relationshipLabel('cousin')).toBe('cousin');
});

it("offers the recipients screen's genders, plus the recipient's own when it came from the task form", () => {
  expect(values(genderOptions())).toEqual(['female', 'male', 'other', 'prefer-not-to-say']);
  expect(values(genderOptions('male'))).toEqual(['female', 'male', 'other', 'prefer-not-to-say']);
  expect(genderOptions('non-binary').at(-1)).toEqual({ value: 'non-binary', label: 'Non-binary' });
});
