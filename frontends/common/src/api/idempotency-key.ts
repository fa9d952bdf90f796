/**
 * A fresh Idempotency-Key: 128 random bits as hex. From getRandomValues rather than
 * randomUUID, which browsers offer only on secure origins (the app may be opened over plain
 * http on a LAN address).
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
