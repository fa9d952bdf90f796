import { routeBottomsSizes, waistLength } from './bottoms-sizes';

const KEYS = ['topsSizes', 'bottomsAlphaSizes', 'bottomsWLSizes', 'shoeSizes'];

it('reads the ways a waist/length size is written, and nothing else', () => {
  for (const size of ['32/34', ' 32 / 34 ', '32x34', '32 X 34', 'W32 L34', 'w32/l34', '32W 34L', '32 34']) {
    expect(waistLength(size)).toBe('32/34');
  }
  for (const size of ['M', 'XL', '2XL', '10.5', '32', '3/4', 'size 32/34 please', '']) {
    expect(waistLength(size)).toBeNull();
  }
});

it('moves a waist/length size typed among the letter sizes to the waist/length ones, as typed', () => {
  expect(routeBottomsSizes({ bottomsAlphaSizes: ['M', '32/34', 'W30 L32'], bottomsWLSizes: ['30/30'] }, KEYS)).toEqual({
    bottomsAlphaSizes: ['M'],
    bottomsWLSizes: ['30/30', '32/34', 'W30 L32'],
  });
  expect(routeBottomsSizes({ bottomsAlphaSizes: ['32/34'] }, KEYS)).toEqual({
    bottomsAlphaSizes: [],
    bottomsWLSizes: ['32/34'],
  });
  // Already there: not twice.
  expect(routeBottomsSizes({ bottomsAlphaSizes: ['32/34'], bottomsWLSizes: ['32/34'] }, KEYS)).toEqual({
    bottomsAlphaSizes: [],
    bottomsWLSizes: ['32/34'],
  });
});

it('leaves the answers alone when there is nothing to move or no waist/length question', () => {
  const answers = { bottomsAlphaSizes: ['M', 'L'], bottomsWLSizes: ['32/34'] };
  expect(routeBottomsSizes(answers, KEYS)).toBe(answers);
  const noPair = { bottomsAlphaSizes: ['32/34'] };
  expect(routeBottomsSizes(noPair, ['topsSizes', 'bottomsAlphaSizes'])).toBe(noPair);
});
