import { prepareUploads } from './prepare-uploads';
import { AVATAR_LIMITS, tooLarge } from './upload-limits';

/**
 * An account's image (the avatar, a shopper's logo), docs/product-rules.md, "Uploads and limits":
 * JPEG, PNG, GIF or WebP, at most 5 MB. The server checks the same, with the same messages.
 */
export const ACCOUNT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const ACCOUNT_IMAGE_BAD_TYPE = 'Please select a JPEG, PNG, GIF, or WebP image.';
export const ACCOUNT_IMAGE_TOO_LARGE = 'Please select an image smaller than 5MB.';

/**
 * The image as it will be sent, or what is wrong with it: its type, then its bytes (a text
 * file named .jpg is refused), then its size, after a larger photo is shrunk to fit 5 MB.
 */
export async function prepareAccountImage(file: File): Promise<{ file: File } | { problem: string }> {
  if (!ACCOUNT_IMAGE_TYPES.includes(file.type)) return { problem: ACCOUNT_IMAGE_BAD_TYPE };
  const { ready, problems } = await prepareUploads([file], AVATAR_LIMITS);
  if (ready[0]) return { file: ready[0].file };
  return {
    problem:
      problems[0]?.title === tooLarge(file, AVATAR_LIMITS).title ? ACCOUNT_IMAGE_TOO_LARGE : ACCOUNT_IMAGE_BAD_TYPE,
  };
}
