/**
 * Picked files for tests, with real first bytes (the pickers read them). A size can be set
 * without the bytes behind it: the checks read the first bytes and the reported size only.
 * Not exported from index.ts.
 */

/** A real 1×1 PNG. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
/** The start of a JPEG (SOI and an APP0 marker). */
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const GIF_HEAD = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');

function withSize(file: File, size?: number): File {
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const pngFile = (name: string, size?: number) =>
  withSize(new File([PNG_BYTES], name, { type: 'image/png' }), size);
export const jpegFile = (name: string, size?: number) =>
  withSize(new File([JPEG_HEAD], name, { type: 'image/jpeg' }), size);
export const gifFile = (name: string, size?: number) =>
  withSize(new File([GIF_HEAD], name, { type: 'image/gif' }), size);
/** Text that says it is a JPEG, as a renamed file does. */
export const textFileNamedAsImage = (name: string) =>
  new File(['Shopping list: linen shirt, espadrilles'], name, { type: 'image/jpeg' });
