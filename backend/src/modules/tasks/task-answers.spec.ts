import { CATEGORY_DEFINITIONS } from '../categories/category-form-schemas';
import { answersProblem, storedAnswers } from './task-answers';

const schemaOf = (key: string) => CATEGORY_DEFINITIONS.find((category) => category.key === key)!.formSchema;
const clothing = schemaOf('CLOTHING');
const home = schemaOf('HOME_DECOR');
const event = schemaOf('EVENT');

describe('answersProblem', () => {
  it('accepts every field of each category with its type, custom text included', () => {
    expect(
      answersProblem(clothing, {
        topsSizes: ['M', 'tall L'],
        bottomsAlphaSizes: [],
        bottomsWLSizes: ['31/33'],
        shoeSizes: ['9.5'],
        shoeWidths: ['W'],
        style: 'quiet luxury',
        budget: 'about 400',
        colors: ['Black', 'sage'],
        notes: 'No wool',
      }),
    ).toBeNull();
    expect(
      answersProblem(home, { room: 'attic', style: 'modern', budget: '500-1500', dimensions: '3x4 m' }),
    ).toBeNull();
    expect(
      answersProblem(event, {
        date: '2026-06-20',
        theme: 'garden party',
        guestCount: 40,
        budget: '5000-plus',
        venue: 'Backyard',
        specialRequests: 'Vegan',
      }),
    ).toBeNull();
    expect(answersProblem(clothing, {})).toBeNull();
  });

  it('names an unknown key, including a key of another category', () => {
    expect(answersProblem(clothing, { room: 'living' })).toMatch(/^Unknown answer "room"/);
    expect(answersProblem(event, { guests: 3 })).toMatch(/^Unknown answer "guests"/);
  });

  it('names a value of the wrong type', () => {
    expect(answersProblem(clothing, { style: ['classic'] })).toBe('Answer "style" must be text');
    expect(answersProblem(clothing, { topsSizes: 'M' })).toBe('Answer "topsSizes" must be a list of text');
    expect(answersProblem(clothing, { colors: ['Black', 3] })).toBe('Answer "colors" must be a list of text');
    expect(answersProblem(event, { guestCount: '40' })).toBe('Answer "guestCount" must be a number');
    expect(answersProblem(event, { date: '20/06/2026' })).toBe('Answer "date" must be a date (YYYY-MM-DD)');
    expect(answersProblem(event, { date: '2026-02-30' })).toBe('Answer "date" must be a date (YYYY-MM-DD)');
  });

  it("uses the spec's message for a guest count below 1", () => {
    expect(answersProblem(event, { guestCount: 0 })).toBe('Guest count must be at least 1');
  });

  it('lets null stand for an unanswered field', () => {
    expect(answersProblem(home, { room: null })).toBeNull();
    expect(storedAnswers({ room: null, style: 'modern' })).toEqual({ style: 'modern' });
    expect(storedAnswers({ room: null })).toBeNull();
    expect(storedAnswers(undefined)).toBeNull();
  });
});
