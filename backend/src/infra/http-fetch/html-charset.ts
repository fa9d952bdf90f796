const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** `<meta charset="x">` and `<meta http-equiv="Content-Type" content="text/html; charset=x">` alike. */
const META_CHARSET = /<meta\b[^>]*?charset\s*=\s*["']?\s*([a-z0-9_:.()-]+)/i;
/** Browsers look for the meta declaration in the first 1024 bytes only. */
const PRESCAN_BYTES = 1024;

/**
 * An HTML page's text, decoded as a browser would: a byte-order mark first, then the charset
 * of the Content-Type header, then a `<meta>` declaration near the top, else UTF-8. A label
 * the decoder does not know counts as absent. Undecodable bytes become U+FFFD, never an error.
 */
export function decodeHtml(body: Buffer, headerCharset: string | null): string {
  const label = bomEncoding(body) ?? known(headerCharset) ?? known(metaCharset(body)) ?? 'utf-8';
  return new TextDecoder(label).decode(body);
}

function bomEncoding(body: Buffer): string | null {
  if (UTF8_BOM.every((byte, index) => body[index] === byte)) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

function metaCharset(body: Buffer): string | null {
  const declared = META_CHARSET.exec(body.subarray(0, PRESCAN_BYTES).toString('latin1'))?.[1] ?? null;
  // A page cannot really be UTF-16 if its bytes spelled this out in ASCII: browsers read UTF-8.
  return declared && /^utf-16/i.test(declared) ? 'utf-8' : declared;
}

function known(label: string | null): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null;
  }
}
