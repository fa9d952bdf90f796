import { optionCode, optionLabel, optionListLabel } from './option-labels';

it('reads option codes as labels, budgets as dollars', () => {
  expect(optionLabel('modern-minimal')).toBe('Modern Minimal');
  expect(optionLabel('smart-casual')).toBe('Smart Casual');
  expect(optionLabel('under-50')).toBe('Under $50');
  expect(optionLabel('700-plus')).toBe('$700+');
  expect(optionLabel('100-300')).toBe('$100–$300');
  expect(optionLabel('1500-3000')).toBe('$1,500–$3,000');
  expect(optionLabel('5000-plus')).toBe('$5,000+');
  expect(optionLabel('baby-shower')).toBe('Baby Shower');
  expect(optionLabel('living')).toBe('Living Room');
  expect(optionLabel('j-crew')).toBe('J.Crew');
});

it('leaves anything else as typed: sizes, colors already named, the user’s own words', () => {
  expect(optionLabel('M')).toBe('M');
  expect(optionLabel('32/34')).toBe('32/34');
  expect(optionLabel('Navy')).toBe('Navy');
  expect(optionLabel('quiet luxury')).toBe('quiet luxury');
  expect(optionListLabel('navy, earth-tones , my tailor')).toBe('Navy, Earth Tones, my tailor');
});

it('finds the code of what was typed: the code or its label, in any case; else the text', () => {
  const styles = ['modern-minimal', 'classic'];
  expect(optionCode('Modern Minimal', styles)).toBe('modern-minimal');
  expect(optionCode(' modern minimal ', styles)).toBe('modern-minimal');
  expect(optionCode('CLASSIC', styles)).toBe('classic');
  expect(optionCode('Modern', styles)).toBe('Modern');
  expect(optionCode('navy', ['Navy', 'Black'])).toBe('Navy');
});
