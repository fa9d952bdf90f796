import { account, mockApi } from '../test-utils';
import { visitorSession } from './visitor-session';

beforeEach(() => localStorage.clear());

it('signs in with a token answered elsewhere (a password reset): stores it and reads its account', async () => {
  const fetchMock = mockApi({ 'GET /api/me': { body: account('CLIENT') } });
  await expect(visitorSession.signInWithToken('reset-token')).resolves.toEqual(account('CLIENT'));
  expect(localStorage.getItem('authToken')).toBe('reset-token');
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/me');
  expect(init.headers).toEqual({ Authorization: 'Bearer reset-token' });
});
