import { IMAGE_EXTENSION_ALTERNATIVES } from './image-formats';

/** The longest side, in pixels, of each variant every uploaded image gets (never enlarged). */
export const VARIANT_MAX_SIDE = { web: 1600, thumb: 320 } as const;
export type ImageVariant = keyof typeof VARIANT_MAX_SIDE;

/** Upload keys that get variants: the image formats the upload routes accept, not variants themselves. */
const SOURCE_KEY = new RegExp(`^([0-9a-f]{2}/[0-9a-f]{64})\\.(?:${IMAGE_EXTENSION_ALTERNATIVES})$`);

/**
 * Where a variant of an uploaded image lives, derived from the upload's own key so that
 * anyone holding the canonical URL (the one stored in the database) can name its variants:
 * `ab/<sha256>.jpg` gives `ab/<sha256>.web.webp` and `ab/<sha256>.thumb.webp`. Null for a key
 * that gets no variants (a PDF receipt, a variant).
 */
export function variantKeyOf(key: string, variant: ImageVariant): string | null {
  const match = SOURCE_KEY.exec(key);
  return match ? `${match[1]}.${variant}.webp` : null;
}

export function hasVariants(key: string): boolean {
  return SOURCE_KEY.test(key);
}
