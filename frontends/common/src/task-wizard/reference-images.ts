/**
 * The reference images of a new request (docs/product-rules.md, "Uploads and limits"): at most 5,
 * each at most 5 MB (5242880 bytes), JPEG, PNG, GIF or WebP. They stay in the browser until the
 * request is created, then travel inside POST /api/tasks as data URLs.
 */
import { checkUploadBatch, type FileFacts, type UploadLimits, type UploadProblem } from '../uploads';

export const MAX_REFERENCE_IMAGES = 5;
export const MAX_REFERENCE_IMAGE_BYTES = 5 * 1024 * 1024;

export const REFERENCE_IMAGE_LIMITS: UploadLimits = {
  maxFiles: MAX_REFERENCE_IMAGES,
  maxBytes: MAX_REFERENCE_IMAGE_BYTES,
  accept: 'image/jpeg,image/png,image/gif,image/webp',
  allowedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', '.jpg', '.jpeg', '.png', '.gif', '.webp'],
  typeLabel: 'JPEG, PNG, GIF or WebP',
  typeMessage: 'Reference images must be JPEG, PNG, GIF or WebP images.',
  noun: { one: 'image', other: 'images' },
};

/**
 * Which files of a pick may join the `kept` ones, and why the others may not ("{file} is too
 * large. Max 5MB per file."). A pick that would pass 5 images is refused whole, so the user
 * chooses which to keep rather than the wizard guessing.
 */
export function checkReferenceImages<F extends FileFacts>(
  kept: number,
  pick: readonly F[],
): { accepted: F[]; problems: UploadProblem[] } {
  return checkUploadBatch(pick, REFERENCE_IMAGE_LIMITS, MAX_REFERENCE_IMAGES - kept);
}

/** A file as a base64 data URL, the form POST /api/tasks takes images in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
