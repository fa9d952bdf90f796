/**
 * What a file is, read from its first bytes (magic numbers) as the server reads it: a name or
 * the type the browser reports can say "photo.jpg" of a text file.
 */

/** The formats uploads may hold; a DOCX is a zip and a DOC an OLE compound file, as far as the first bytes tell. */
export type ContentType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'application/pdf'
  | 'application/zip'
  | 'application/x-cfb';

/** Bytes at an offset; `null` matches any byte (the size field inside a WebP's RIFF header). */
const SIGNATURES: ReadonlyArray<{ type: ContentType; bytes: ReadonlyArray<number | null> }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "GIF87a" and "GIF89a".
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, null, 0x61] },
  // "RIFF", the size, "WEBP".
  { type: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
  // "%PDF-".
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // "PK\3\4".
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/x-cfb', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

const HEAD_BYTES = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/** The type the bytes match, or null. */
export function contentTypeOf(head: Uint8Array): ContentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => byte === null || head[index] === byte));
  return match?.type ?? null;
}

function readHead(file: Blob): Promise<ArrayBuffer> {
  const head = file.slice(0, HEAD_BYTES);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(head);
  });
}

/** Reads the first bytes of a picked file and says what it is (null: none of the formats taken, or unreadable). */
export async function sniffContentType(file: Blob): Promise<ContentType | null> {
  try {
    return contentTypeOf(new Uint8Array(await readHead(file)));
  } catch {
    return null;
  }
}
