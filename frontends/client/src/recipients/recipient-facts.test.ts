import { formatBirthdate, relationshipCaption } from './recipient-facts';
import { QUICK_SETUP_PRESETS } from './quick-setup';

it('shows the relationship only when the name does not already say it', () => {
  expect(relationshipCaption('Jordan', 'spouse')).toBe('Spouse');
  expect(relationshipCaption('My Spouse', 'spouse')).toBe('Spouse');
  expect(relationshipCaption('Myself', 'self')).toBeNull();
  expect(relationshipCaption(' other ', 'other')).toBeNull();
});

it('shows a birthdate as the calendar day it is, whatever the time zone', () => {
  expect(formatBirthdate('1990-05-14')).toBe('May 14, 1990');
  expect(formatBirthdate('2000-01-01')).toBe('Jan 1, 2000');
  expect(formatBirthdate(null)).toBe('');
});

it('offers one Quick Setup tile per relationship', () => {
  expect(QUICK_SETUP_PRESETS.map((preset) => [preset.displayName, preset.relationship])).toEqual([
    ['Myself', 'self'],
    ['My Spouse', 'spouse'],
    ['My Child', 'child'],
    ['My Parent', 'parent'],
    ['My Friend', 'friend'],
    ['My Property', 'property'],
    ['Other', 'other'],
  ]);
});
