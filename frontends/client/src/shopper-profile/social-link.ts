/**
 * The shopper's social link as a safe href: http(s) only (never `javascript:` or `data:`),
 * a bare "instagram.com/ava" read as https. Null when there is nothing worth linking.
 */
export function socialHref(link: string | null | undefined): string | null {
  const text = link?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
