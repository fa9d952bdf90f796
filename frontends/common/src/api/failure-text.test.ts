import { ApiError } from './client';
import { failureText } from './failure-text';

it("prefers the server's message and falls back when the answer has none", () => {
  const fallback = 'Failed to update settings. Please try again.';
  expect(failureText(new ApiError(400, '{"message":"Invalid email address"}', 'Bad Request'), fallback)).toBe(
    'Invalid email address',
  );
  expect(failureText(new ApiError(400, '{"message":["a","b"]}', 'Bad Request'), fallback)).toBe('a b');
  expect(failureText(new ApiError(500, '{}', 'Internal Server Error'), fallback)).toBe(fallback);
  expect(failureText(new ApiError(502, '', 'Bad Gateway'), fallback)).toBe(fallback);
  expect(failureText(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
});

it("shows a 503's own message: a dependency of the api is down, and trying again later helps", () => {
  const body = JSON.stringify({
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'Service temporarily unavailable. Please try again.',
  });
  expect(failureText(new ApiError(503, body, 'Service Unavailable'), 'Failed to update profile.')).toBe(
    'Service temporarily unavailable. Please try again.',
  );
});

it('falls back to "Please try again." by default', () => {
  expect(failureText(new TypeError('Failed to fetch'))).toBe('Please try again.');
});
