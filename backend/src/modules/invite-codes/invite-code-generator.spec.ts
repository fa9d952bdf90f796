import { generateInviteCode, INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from './invite-code-generator';

describe('generateInviteCode', () => {
  const draws = Array.from({ length: 10_000 }, generateInviteCode);

  it('draws 10 characters', () => {
    expect(INVITE_CODE_LENGTH).toBe(10);
    for (const code of draws) expect(code).toHaveLength(10);
  });

  it('uses only the unambiguous alphabet', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(INVITE_CODE_ALPHABET).not.toContain(ambiguous);
    for (const code of draws) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
  });

  it('never repeats a code across 10k draws', () => {
    expect(new Set(draws).size).toBe(draws.length);
  });

  it('spreads over the whole alphabet', () => {
    const seen = new Set(draws.join(''));
    expect(seen.size).toBe(INVITE_CODE_ALPHABET.length);
  });
});
