import { isWellFormedText } from './well-formed-text';

describe('isWellFormedText', () => {
  it('accepts text, including characters outside the basic plane (surrogate pairs)', () => {
    for (const text of ['', 'plain', 'Crème brûlée', 'emoji 😀', '𝄞 clef', 'nul\u0000byte']) {
      expect(isWellFormedText(text)).toBe(true);
    }
  });

  it('refuses a lone high or low surrogate anywhere', () => {
    for (const text of ['\ud800', '\udfff', 'a\ud83dz', 'end\ud83d', '\ude00start', '😀\ud800']) {
      expect(isWellFormedText(text)).toBe(false);
    }
  });

  it('leaves values that are not strings to the type check', () => {
    for (const value of [undefined, null, 42, {}, ['\ud800']]) expect(isWellFormedText(value)).toBe(true);
  });
});
