import { prefillFromRecipient, recipientAnswers } from './recipient-answers';
import { CLOTHING, EVENT, HOME_DECOR } from './wizard.fixture';

const JORDAN = {
  profile: {
    topsSize: 'L',
    shoeWidth: 'W',
    clothingBudget: 'under-50',
    homeStyle: 'rustic',
    eventType: 'birthday',
    sizing: {
      topSize: 'm',
      bottomSize: 'S, 32 / 34',
      shoeSize: '9.5',
      preferredColors: 'navy, earth-tones',
      stylePreference: 'boho',
    },
  },
};

it("answers a category's questions with what the recipient says, in the form's options", () => {
  expect(recipientAnswers(JORDAN, CLOTHING)).toEqual({
    topsSizes: ['M'],
    // The one "Bottom size" of the recipients screen, to the letter and the waist/length questions.
    bottomsAlphaSizes: ['S'],
    bottomsWLSizes: ['32/34'],
    shoeSizes: ['9.5'],
    style: 'boho',
    budget: 'under-50',
    colors: ['Navy', 'Earth Tones'],
  });
  expect(recipientAnswers(JORDAN, HOME_DECOR)).toEqual({ style: 'rustic' });
  expect(recipientAnswers(JORDAN, EVENT)).toEqual({ theme: 'birthday' });
  expect(recipientAnswers({ profile: null }, CLOTHING)).toEqual({});
  expect(recipientAnswers(undefined, CLOTHING)).toEqual({});
});

it('reads a waist/length size however it is written, never as a letter size', () => {
  const written = { profile: { sizing: { bottomSize: 'W32 L34' }, bottomsSize: 'L' } };
  expect(recipientAnswers(written, CLOTHING)).toEqual({ bottomsWLSizes: ['32/34'] });
  expect(recipientAnswers({ profile: { bottomsSize: 'L, 30x32' } }, CLOTHING)).toEqual({
    bottomsAlphaSizes: ['L'],
    bottomsWLSizes: ['30/32'],
  });
});

it('takes the task form keys when the recipients screen left a size out, and keeps words of its own', () => {
  expect(recipientAnswers({ profile: { topsSize: 'L', clothingStyle: 'quiet luxury' } }, CLOTHING)).toEqual({
    topsSizes: ['L'],
    style: 'quiet luxury',
  });
});

describe('prefilling when a recipient is chosen', () => {
  const SAM = { profile: { sizing: { topSize: 'XS', stylePreference: 'classic' } } };

  it('fills the blank answers and leaves what was typed', () => {
    expect(prefillFromRecipient({ style: 'vintage', budget: '' }, CLOTHING, undefined, JORDAN)).toMatchObject({
      topsSizes: ['M'],
      style: 'vintage',
      budget: 'under-50',
    });
  });

  it('replaces what the previous recipient prefilled, not what the user changed since', () => {
    const first = prefillFromRecipient(undefined, CLOTHING, undefined, JORDAN);
    const edited = { ...first, budget: '100-300' };
    const next = prefillFromRecipient(edited, CLOTHING, JORDAN, SAM);
    expect(next).toMatchObject({ topsSizes: ['XS'], style: 'classic', budget: '100-300' });
    expect(next.colors).toBeUndefined();
    expect(next.shoeSizes).toBeUndefined();
  });
});
