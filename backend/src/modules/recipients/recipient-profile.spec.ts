import { normalizeRecipientProfile, recipientProfileProblem } from './recipient-profile';

describe('recipientProfileProblem', () => {
  it('accepts nothing, an empty profile and every known key as text or null', () => {
    expect(recipientProfileProblem(undefined)).toBeNull();
    expect(recipientProfileProblem(null)).toBeNull();
    expect(recipientProfileProblem({})).toBeNull();
    expect(
      recipientProfileProblem({
        topsSize: 'M',
        homeBudget: null,
        eventType: 'a custom party',
        sizing: { topSize: 'L', brands: 'zara, cos', preferredColors: 'earth tones' },
      }),
    ).toBeNull();
  });

  it('names an unknown key, at either level', () => {
    expect(recipientProfileProblem({ hatSize: '7' })).toBe('Unknown profile field "hatSize"');
    expect(recipientProfileProblem({ sizing: { hatSize: '7' } })).toBe('Unknown profile field "sizing.hatSize"');
  });

  it('names a value that is not text, and refuses a non-object', () => {
    expect(recipientProfileProblem({ shoeSize: 9 })).toBe('Profile field "shoeSize" must be text');
    expect(recipientProfileProblem({ sizing: { brands: ['zara'] } })).toBe(
      'Profile field "sizing.brands" must be text',
    );
    expect(recipientProfileProblem({ sizing: 'L' })).toBe('Profile field "sizing" must be an object');
    expect(recipientProfileProblem(['M'])).toBe('Profile must be an object');
    expect(recipientProfileProblem({ notes: 'x'.repeat(201) })).toBe('Unknown profile field "notes"');
    expect(recipientProfileProblem({ clothingStyle: 'x'.repeat(201) })).toBe(
      'Profile field "clothingStyle" must be at most 200 characters',
    );
  });
});

describe('normalizeRecipientProfile', () => {
  it('trims values and drops blank ones, empty sizing and an empty profile', () => {
    expect(
      normalizeRecipientProfile({ topsSize: ' M ', homeRoom: '  ', sizing: { brands: ' cos ', topSize: '' } }),
    ).toEqual({ topsSize: 'M', sizing: { brands: 'cos' } });
    expect(normalizeRecipientProfile({ topsSize: '', sizing: { topSize: null } })).toBeNull();
    expect(normalizeRecipientProfile(undefined)).toBeNull();
  });
});
