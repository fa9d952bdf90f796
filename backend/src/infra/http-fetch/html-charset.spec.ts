import { decodeHtml } from './html-charset';

const latin1Page = (head: string) =>
  Buffer.from(`<html><head>${head}</head><body>Caf\xe9 \x93chic\x94</body></html>`, 'latin1');

describe('decodeHtml', () => {
  it('reads UTF-8 by default', () => {
    expect(decodeHtml(Buffer.from('<p>Café ✓</p>'), null)).toBe('<p>Café ✓</p>');
  });

  it('honours the charset of the Content-Type header', () => {
    expect(decodeHtml(latin1Page(''), 'windows-1252')).toContain('Café “chic”');
    // ISO-8859-1 is read as windows-1252, as browsers do.
    expect(decodeHtml(latin1Page(''), 'ISO-8859-1')).toContain('Café “chic”');
  });

  it('honours <meta charset> and <meta http-equiv> when the header names none', () => {
    expect(decodeHtml(latin1Page('<meta charset="windows-1252">'), null)).toContain('Café “chic”');
    expect(
      decodeHtml(latin1Page('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'), null),
    ).toContain('Café “chic”');
  });

  it('prefers the header over the meta declaration, and a byte-order mark over both', () => {
    const page = Buffer.from('<meta charset="windows-1252"><p>Café</p>');
    expect(decodeHtml(page, 'utf-8')).toContain('Café');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), page]);
    expect(decodeHtml(withBom, 'windows-1252')).toContain('Café');
  });

  it('reads Shift_JIS', () => {
    const page = Buffer.concat([Buffer.from('<meta charset="shift_jis"><p>'), Buffer.from([0x93, 0xfa, 0x96, 0x7b])]);
    expect(decodeHtml(page, null)).toContain('日本');
  });

  it('falls back to UTF-8 for an unknown label, replacing what does not decode', () => {
    expect(decodeHtml(Buffer.from('<p>Café</p>'), 'no-such-charset')).toBe('<p>Café</p>');
    expect(decodeHtml(Buffer.from([0x3c, 0x70, 0x3e, 0xff]), null)).toBe('<p>\ufffd');
  });
});
