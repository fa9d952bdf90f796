import { fakeRecipient } from './recipient.fixture';
import { joinList, splitList, toFormValues, toRecipientFields } from './recipient-form-values';

describe('toRecipientFields', () => {
  it('puts the sizes in profile.sizing, joins tags as text, trims, and drops blanks', () => {
    expect(
      toRecipientFields({
        displayName: '  Jordan ',
        relationship: 'spouse',
        birthdate: '1990-05-14',
        gender: 'male',
        notes: '  Likes linen ',
        topSize: ' M ',
        bottomSize: '',
        shoeSize: '10.5 wide',
        preferredColors: ['navy', ' Teal ', ''],
        stylePreference: ' smart-casual ',
        brands: ['uniqlo', 'My local tailor'],
      }),
    ).toEqual({
      displayName: 'Jordan',
      relationship: 'spouse',
      birthdate: '1990-05-14',
      gender: 'male',
      notes: 'Likes linen',
      profile: {
        sizing: {
          topSize: 'M',
          shoeSize: '10.5 wide',
          preferredColors: 'navy, Teal',
          stylePreference: 'smart-casual',
          brands: 'uniqlo, My local tailor',
        },
      },
    });
  });

  it('sends cleared fields as null or leaves them out (PUT replaces everything)', () => {
    const fields = toRecipientFields({ displayName: 'Beach House', relationship: 'property', notes: '   ' });
    expect(fields).toEqual({
      displayName: 'Beach House',
      relationship: 'property',
      birthdate: null,
      gender: null,
      profile: { sizing: {} },
    });
  });

  it("clears a property's person-only facts: birthdate, gender and sizes", () => {
    expect(
      toRecipientFields({
        displayName: 'Beach House',
        relationship: 'property',
        birthdate: '1990-05-14',
        gender: 'female',
        topSize: 'M',
        bottomSize: '32/34',
        shoeSize: '9',
        preferredColors: ['navy'],
        stylePreference: 'coastal',
      }),
    ).toEqual({
      displayName: 'Beach House',
      relationship: 'property',
      birthdate: null,
      gender: null,
      profile: { sizing: { preferredColors: 'navy', stylePreference: 'coastal' } },
    });
  });

  it('keeps the answers other screens stored in the profile and replaces only the sizing', () => {
    const previous = { topsSize: 'L', homeRoom: 'living', sizing: { topSize: 'S', brands: 'zara' } };
    expect(
      toRecipientFields({ displayName: 'Jordan', relationship: 'spouse', topSize: 'M' }, previous).profile,
    ).toEqual({
      topsSize: 'L',
      homeRoom: 'living',
      sizing: { topSize: 'M' },
    });
  });
});

describe('toFormValues', () => {
  it('is empty for a new recipient', () => {
    expect(toFormValues()).toEqual({ displayName: '' });
  });

  it('reads a recipient back into the form, text lists as tags, and round-trips', () => {
    const recipient = fakeRecipient();
    const values = toFormValues(recipient);
    expect(values).toMatchObject({
      displayName: 'Jordan',
      relationship: 'spouse',
      birthdate: '1990-05-14',
      gender: 'male',
      topSize: 'M',
      preferredColors: ['navy', 'earth-tones'],
      stylePreference: '',
      brands: ['uniqlo'],
    });
    expect(toRecipientFields(values, recipient.profile)).toEqual({
      displayName: 'Jordan',
      relationship: 'spouse',
      birthdate: '1990-05-14',
      gender: 'male',
      notes: 'Prefers natural fabrics.',
      profile: recipient.profile,
    });
  });
});

it('splits and joins the free-text lists on commas', () => {
  expect(splitList(' navy,, earth tones ,')).toEqual(['navy', 'earth tones']);
  expect(splitList(undefined)).toEqual([]);
  expect(joinList(['a, b', 'c'])).toBe('a, b, c');
});
