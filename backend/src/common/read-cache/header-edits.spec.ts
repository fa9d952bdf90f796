import helmet from 'helmet';
import { headerEditsOf, headersAfter } from './header-edits';

describe('headersAfter', () => {
  it('leaves the headers set last, in the order first set, without the removed ones', () => {
    expect(
      headersAfter([
        ['X-Frame-Options', 'DENY'],
        ['X-Powered-By', null],
        ['Referrer-Policy', 'origin'],
        ['x-frame-options', 'SAMEORIGIN'],
        ['Referrer-Policy', null],
      ]),
    ).toEqual([['x-frame-options', 'SAMEORIGIN']]);
  });

  it('keeps every header helmet sets, and none it only removes', () => {
    const headers = new Map(headersAfter(headerEditsOf(helmet())));
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.has('Content-Security-Policy')).toBe(true);
    expect(headers.has('X-Powered-By')).toBe(false);
  });
});
