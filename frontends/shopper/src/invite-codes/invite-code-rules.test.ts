import {
  type InviteCode,
  isOptionalEmail,
  registrationLink,
  splitByUse,
  toCreateBody,
  usedOnText,
} from './invite-code-rules';

const code = (id: string, createdAt: string, isUsed = false): InviteCode => ({
  id,
  code: `CODE${id}`,
  clientName: null,
  clientEmail: null,
  isUsed,
  usedBy: isUsed ? 'client-1' : null,
  usedAt: null,
  createdAt,
  email: null,
});

describe('the create body', () => {
  it('sends each field only when something is left after trimming', () => {
    expect(toCreateBody({})).toEqual({});
    expect(toCreateBody({ clientName: '   ', clientEmail: '' })).toEqual({});
    expect(toCreateBody({ clientName: '  Jane Doe ' })).toEqual({ clientName: 'Jane Doe' });
    expect(toCreateBody({ clientName: '', clientEmail: ' jane@example.com ' })).toEqual({
      clientEmail: 'jane@example.com',
    });
    expect(Object.keys(toCreateBody({ clientName: ' ', clientEmail: 'jane@example.com' }))).toEqual(['clientEmail']);
  });

  it('sends the message trimmed, only when it is not blank and goes with an email', () => {
    expect(toCreateBody({ clientEmail: 'jane@example.com', message: '  See you soon! \n' })).toEqual({
      clientEmail: 'jane@example.com',
      message: 'See you soon!',
    });
    expect(toCreateBody({ clientEmail: 'jane@example.com', message: ' \n ' })).toEqual({
      clientEmail: 'jane@example.com',
    });
    expect(toCreateBody({ clientName: 'Jane Doe', message: 'See you soon!' })).toEqual({ clientName: 'Jane Doe' });
    expect(toCreateBody({ clientEmail: '  ', message: 'See you soon!' })).toEqual({});
  });

  it('accepts a blank email or an address, nothing else', () => {
    expect(isOptionalEmail(undefined)).toBe(true);
    expect(isOptionalEmail('  ')).toBe(true);
    expect(isOptionalEmail(' jane@example.com ')).toBe(true);
    expect(isOptionalEmail('jane@example')).toBe(false);
    expect(isOptionalEmail('jane doe@example.com')).toBe(false);
  });
});

it('splits active and used codes, newest first', () => {
  const codes = [
    code('1', '2026-01-01T10:00:00Z'),
    code('2', '2026-01-03T10:00:00Z', true),
    code('3', '2026-01-05T10:00:00Z'),
    code('4', '2026-01-02T10:00:00Z', true),
  ];
  const { active, used } = splitByUse(codes);
  expect(active.map((c) => c.id)).toEqual(['3', '1']);
  expect(used.map((c) => c.id)).toEqual(['2', '4']);
  expect(codes.map((c) => c.id)).toEqual(['1', '2', '3', '4']);
});

it('links to the landing registration form with the code', () => {
  expect(registrationLink('https://atelier.example', 'K7PXM2QHRT')).toBe(
    'https://atelier.example/register?code=K7PXM2QHRT',
  );
});

it('shows the used date, or "Unknown" without one', () => {
  expect(usedOnText(null)).toBe('Unknown');
  expect(usedOnText('not a date')).toBe('Unknown');
  expect(usedOnText('2026-03-04T15:04:00')).toMatch(/^Mar 4, 2026, 3:04\sPM$/);
});
