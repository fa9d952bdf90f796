import { setStoredToken } from '../api/client';
import { rememberAccount, rememberedAccount } from './remembered-account';

const tokenOf = (userId: string) => `h.${btoa(JSON.stringify({ sub: userId })).replace(/=+$/, '')}.s`;
const ana = { userId: 'u-ana', role: 'CLIENT', displayName: 'Ana' };

beforeEach(() => localStorage.clear());

it("is read back for the token of the same account, and for no other account's token", () => {
  rememberAccount(ana);
  expect(rememberedAccount(tokenOf('u-ana'))).toEqual(ana);
  expect(rememberedAccount(tokenOf('u-bo'))).toBeNull();
  expect(rememberedAccount('not-a-jwt')).toBeNull();
  expect(rememberedAccount(null)).toBeNull();
});

it('is forgotten with the token', () => {
  setStoredToken(tokenOf('u-ana'));
  rememberAccount(ana);
  setStoredToken(null);
  expect(rememberedAccount(tokenOf('u-ana'))).toBeNull();
});

it('ignores what is not an account', () => {
  localStorage.setItem('atelier.account', '{"userId":"u-ana"}');
  expect(rememberedAccount(tokenOf('u-ana'))).toBeNull();
  localStorage.setItem('atelier.account', 'not json');
  expect(rememberedAccount(tokenOf('u-ana'))).toBeNull();
});
