import { validate } from 'class-validator';
import { characterCount, VerbatimText } from './verbatim-text';

class Note {
  @VerbatimText(3, { empty: 'Note cannot be empty', tooLong: 'Note too long (max 3 characters)' })
  text: unknown;
}

async function errorsOf(text: unknown): Promise<string[]> {
  const note = Object.assign(new Note(), { text });
  const errors = await validate(note);
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('characterCount', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('😀')).toBe(1);
    expect('😀'.length).toBe(2);
    // A zero-width-joined emoji is several code points: woman, skin tone, ZWJ, laptop.
    expect(characterCount('👩🏽‍💻')).toBe(4);
  });
});

describe('VerbatimText', () => {
  it('accepts text up to the limit, counting emoji as one character each', async () => {
    expect(await errorsOf('abc')).toEqual([]);
    expect(await errorsOf('😀😀😀')).toEqual([]);
  });

  it('refuses missing, non-text and blank values as empty', async () => {
    for (const value of [undefined, null, 42, '', '   ', '\n\t']) {
      expect(await errorsOf(value)).toEqual(['Note cannot be empty']);
    }
  });

  it('refuses text over the limit, surrounding spaces included', async () => {
    expect(await errorsOf('abcd')).toEqual(['Note too long (max 3 characters)']);
    expect(await errorsOf('😀😀😀😀')).toEqual(['Note too long (max 3 characters)']);
    expect(await errorsOf(' ab ')).toEqual(['Note too long (max 3 characters)']);
  });
});
