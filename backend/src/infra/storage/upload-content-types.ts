/**
 * The Content-Type each stored extension is served with. Extensions come from the bytes
 * (file-type's names, plus "doc" for Word 97 files), never from a client, so this list is
 * the whole vocabulary; anything else is served as an opaque download.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const OPAQUE_CONTENT_TYPE = 'application/octet-stream';

export function contentTypeOfExtension(ext: string): string {
  return Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext] : OPAQUE_CONTENT_TYPE;
}

/** Images and PDFs may be shown by the browser; every other type is only ever downloaded. */
export function isShownInline(contentType: string): boolean {
  return contentType.startsWith('image/') || contentType === 'application/pdf';
}
