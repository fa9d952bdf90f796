import { sniffFileType } from '../../infra/storage/file-type-sniffer';

/**
 * The image formats Atelier takes wherever an image arrives (an item photo or image receipt,
 * an avatar or a logo, a request's reference image, a product page's image) and prints (a
 * letterhead's logo): those every browser shows and the image pipeline writes again. Told by
 * the bytes alone (their magic numbers, read by sniffFileType), never by a name or a declared
 * type. `ext` is what a stored file is named with; `format` is sharp's name for it.
 */
export const IMAGE_FORMATS = [
  { mime: 'image/jpeg', ext: 'jpg', format: 'jpeg' },
  { mime: 'image/png', ext: 'png', format: 'png' },
  { mime: 'image/gif', ext: 'gif', format: 'gif' },
  { mime: 'image/webp', ext: 'webp', format: 'webp' },
] as const;

export type KnownImageFormat = (typeof IMAGE_FORMATS)[number];
export type ImageFormat = KnownImageFormat['format'];

/** An uploaded image (photo, account image, reference image): at most 5 MB (docs/product-rules.md, "Uploads and limits"). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A product page's image, fetched by a link import before the pipeline makes it smaller. */
export const FETCHED_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The most pixels an image may have: about 50 megapixels (a 48 MP phone photo fits). Past it
 * an upload is refused instead of decoded: a few compressed kilobytes can claim gigabytes.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The stored extensions of images, as a regular expression's alternatives (`jpg|png|…`). */
export const IMAGE_EXTENSION_ALTERNATIVES = IMAGE_FORMATS.map(({ ext }) => ext).join('|');

/** The format of these bytes when they are an image Atelier takes; undefined otherwise. */
export async function sniffImageFormat(bytes: Uint8Array): Promise<KnownImageFormat | undefined> {
  const type = await sniffFileType(bytes);
  return type ? IMAGE_FORMATS.find(({ mime }) => mime === type.mime) : undefined;
}

/** True for sharp's name of a format Atelier takes. */
export function isImageFormat(format: string): format is ImageFormat {
  return IMAGE_FORMATS.some((known) => known.format === format);
}
