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
    bottomsAlphaSizes: ['S'],
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
