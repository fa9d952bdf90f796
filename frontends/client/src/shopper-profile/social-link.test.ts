import { socialHref } from './social-link';

it('links http(s) addresses, reads a bare host as https, and refuses other schemes', () => {
  expect(socialHref('https://instagram.com/ava')).toBe('https://instagram.com/ava');
  expect(socialHref('  instagram.com/ava ')).toBe('https://instagram.com/ava');
  expect(socialHref('http://example.com')).toBe('http://example.com/');
  expect(socialHref('javascript:alert(1)')).toBeNull();
  expect(socialHref('data:text/html,hi')).toBeNull();
  expect(socialHref('')).toBeNull();
  expect(socialHref(null)).toBeNull();
});
