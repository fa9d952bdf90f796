/**
 * How an upload is named: its storage key (`ab/<sha256>.jpg`) and its URL (`/files/uploads/ab/<sha256>.jpg`),
 * one from the other, in one place.
 */

/** Public URL prefix of uploads; the api serves the uploads store there. */
export const UPLOADS_URL_PREFIX = '/files/uploads/';

/**
 * `<first 2 hex>/<sha256>.<ext>`, or `<first 2 hex>/<sha256>.<variant>.<ext>` for a file derived
 * from that upload (see Storage.write): the only shapes an upload key can have.
 */
const KEY_PATTERN = /^([0-9a-f]{2})\/\1[0-9a-f]{62}(\.[a-z]{1,10})?\.[a-z0-9]{1,10}$/;

/** True for a key of the only shape Storage writes; nothing else may be read or served. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** True for a URL Storage hands out (`/files/uploads/<2hex>/<sha256>.<ext>`). */
export function isUploadUrl(url: string): boolean {
  return url.startsWith(UPLOADS_URL_PREFIX) && isStorageKey(url.slice(UPLOADS_URL_PREFIX.length));
}

/** The storage key of an upload URL, or null when the URL is not one of ours. */
export function storageKeyOfUploadUrl(url: string): string | null {
  return isUploadUrl(url) ? url.slice(UPLOADS_URL_PREFIX.length) : null;
}

/**
 * The storage key an upload URL names, given as we hand it out (`/files/uploads/…`) or as an
 * absolute http(s) URL of that path on any host (this api's own, behind whatever name);
 * null for any other URL.
 */
export function storageKeyOfUploadUrlOnAnyHost(url: string): string | null {
  const key = storageKeyOfUploadUrl(url);
  if (key !== null) return key;
  if (!URL.canParse(url)) return null;
  const { protocol, pathname } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? storageKeyOfUploadUrl(pathname) : null;
}

/** The URL an upload (or a variant of one) is served at. */
export function uploadUrlOf(key: string): string {
  return UPLOADS_URL_PREFIX + key;
}
