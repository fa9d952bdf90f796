import type { ContentType } from './file-content';

const MB = 1024 * 1024;

/**
 * Formats a canvas can write back as they were. A GIF is left as it is: redrawn, it would
 * lose its animation and come out as a PNG.
 */
const SHRINKABLE: readonly ContentType[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The longest side a shrunk image keeps: more than any screen shows, and what a 12 MP phone photo has. */
export const SHRUNK_MAX_SIDE = 4096;
/** The first quality tried; browser-image-compression lowers it step by step only while the file is too large. */
const FIRST_QUALITY = 0.9;

/** Whether a file over the size limit can be shrunk to fit it, rather than refused. */
export function canShrink(content: ContentType | null | undefined): boolean {
  return content != null && SHRINKABLE.includes(content);
}

/**
 * The image re-encoded (and scaled down if need be) to at most `maxBytes`, with the same name
 * and type. The library is loaded on first use: most visits never shrink anything.
 * `onProgress` receives 0 to 100. The result may still be over `maxBytes` when the library
 * gives up; the caller checks.
 */
export async function shrinkImage(
  file: File,
  type: ContentType,
  maxBytes: number,
  onProgress?: (percent: number) => void,
): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const shrunk = await imageCompression(new File([file], file.name, { type, lastModified: file.lastModified }), {
    maxSizeMB: maxBytes / MB,
    maxWidthOrHeight: SHRUNK_MAX_SIDE,
    initialQuality: FIRST_QUALITY,
    // Its web worker would fetch the library from a public CDN; the main thread needs nothing
    // from outside, and the library yields between its passes, so the progress bar still moves.
    useWebWorker: false,
    onProgress,
  });
  // PNGs come back as a Blob with a name stuck on; the upload wants a real File.
  return new File([shrunk], file.name, { type, lastModified: file.lastModified });
}
