import { answerProblems, answerText, fieldProblem, requiredMessage, toAnswers } from './category-answers';
import { CLOTHING, EVENT, HOME_DECOR } from './wizard.fixture';

const field = (category: typeof CLOTHING, key: string) => category.formSchema.fields.find((f) => f.key === key)!;

describe('requiredMessage', () => {
  it("speaks the spec's messages", () => {
    expect(requiredMessage(field(CLOTHING, 'style'))).toBe('Style preference is required');
    expect(requiredMessage(field(CLOTHING, 'budget'))).toBe('Budget is required');
    expect(requiredMessage(field(HOME_DECOR, 'room'))).toBe('Room is required');
    expect(requiredMessage(field(HOME_DECOR, 'dimensions'))).toBe('Dimensions are required');
    expect(requiredMessage(field(EVENT, 'date'))).toBe('Event date is required');
    expect(requiredMessage(field(EVENT, 'theme'))).toBe('Theme is required');
    expect(requiredMessage(field(EVENT, 'guestCount'))).toBe('Guest count must be at least 1');
  });
});

describe('fieldProblem', () => {
  it('treats blank text, empty lists and null as missing, only for required fields', () => {
    expect(fieldProblem(field(CLOTHING, 'style'), '   ')).toBe('Style preference is required');
    expect(fieldProblem(field(CLOTHING, 'style'), null)).toBe('Style preference is required');
    expect(fieldProblem(field(CLOTHING, 'style'), 'my own style')).toBeNull();
    expect(fieldProblem(field(CLOTHING, 'colors'), [])).toBeNull();
  });

  it("checks a number's minimum", () => {
    const guests = field(EVENT, 'guestCount');
    expect(fieldProblem(guests, 0)).toBe('Guest count must be at least 1');
    expect(fieldProblem(guests, undefined)).toBe('Guest count must be at least 1');
    expect(fieldProblem(guests, 1)).toBeNull();
    expect(fieldProblem(guests, 'many')).toBe('Guest count must be a number');
  });
});

describe('answerProblems', () => {
  it('lists every failed check in the form order, a group under its first field', () => {
    expect(answerProblems(CLOTHING.formSchema, {})).toEqual([
      { key: 'topsSizes', message: 'At least one size is required' },
      { key: 'style', message: 'Style preference is required' },
      { key: 'budget', message: 'Budget is required' },
    ]);
    expect(answerProblems(HOME_DECOR.formSchema, undefined).map((problem) => problem.message)).toEqual([
      'Room is required',
      'Style is required',
      'Budget is required',
      'Dimensions are required',
    ]);
  });

  it('is satisfied by any one size of the group and custom text', () => {
    expect(
      answerProblems(CLOTHING.formSchema, { topsSizes: [], shoeSizes: ['10.5'], style: 'vintage', budget: '100-300' }),
    ).toEqual([]);
    expect(
      answerProblems(EVENT.formSchema, { date: '2026-09-12', theme: 'garden', guestCount: 0, budget: 'under-500' }),
    ).toEqual([{ key: 'guestCount', message: 'Guest count must be at least 1' }]);
  });
});

describe('toAnswers', () => {
  it('drops blanks and unknown keys, trims text, keeps lists as lists and numbers as numbers', () => {
    expect(
      toAnswers(EVENT.formSchema, {
        date: '2026-09-12',
        theme: ' garden party ',
        guestCount: 40,
        budget: '',
        venue: null,
        dressCode: 'black tie',
      }),
    ).toEqual({ date: '2026-09-12', theme: 'garden party', guestCount: 40 });
    expect(
      toAnswers(CLOTHING.formSchema, { topsSizes: ['M', ' M ', '', 'L'], colors: [], style: 'classic', notes: '  ' }),
    ).toEqual({ topsSizes: ['M', 'L'], style: 'classic' });
    expect(toAnswers(EVENT.formSchema, { guestCount: '12' })).toEqual({ guestCount: 12 });
  });

  it('is undefined when nothing is answered', () => {
    expect(toAnswers(HOME_DECOR.formSchema, { room: ' ', notes: null })).toBeUndefined();
    expect(toAnswers(HOME_DECOR.formSchema, undefined)).toBeUndefined();
  });
});

it('answerText joins lists and says nothing for blanks', () => {
  expect(answerText(['S', 'M'])).toBe('S, M');
  expect(answerText(12)).toBe('12');
  expect(answerText('')).toBeNull();
  expect(answerText([])).toBeNull();
});
