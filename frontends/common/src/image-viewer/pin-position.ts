/**
 * Where a comment pin sits: x and y in percent of the displayed image (docs/product-rules.md,
 * "Image viewer"), kept between 5 and 95 so a pin never hangs off the image's edge.
 */

export const PIN_MIN = 5;
export const PIN_MAX = 95;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PinPoint {
  x: number;
  y: number;
}

/** The api stores percents with at most 4 decimals (decimal 8,4). */
function roundTo4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(PIN_MAX, Math.max(PIN_MIN, value));
}

/** The pin for a click at (clientX, clientY) on an image displayed in `image` (client coordinates). */
export function pinFromClick(clientX: number, clientY: number, image: Box): PinPoint {
  const x = ((clientX - image.left) / image.width) * 100;
  const y = ((clientY - image.top) / image.height) * 100;
  return { x: roundTo4(clampPercent(x)), y: roundTo4(clampPercent(y)) };
}

/**
 * The picture inside an <img> box drawn with `object-fit: contain`: the largest rectangle of
 * the picture's proportions, centred in the box. The lightbox usually sizes the box to the
 * picture, but a flex item may be squeezed, leaving letterbox bands that are not the image.
 * Without natural dimensions (not loaded yet) the box itself is the best guess.
 */
export function containedImageBox(box: Box, naturalWidth: number, naturalHeight: number): Box {
  if (naturalWidth <= 0 || naturalHeight <= 0 || box.width <= 0 || box.height <= 0) return box;
  const scale = Math.min(box.width / naturalWidth, box.height / naturalHeight);
  const width = naturalWidth * scale;
  const height = naturalHeight * scale;
  return {
    left: box.left + (box.width - width) / 2,
    top: box.top + (box.height - height) / 2,
    width,
    height,
  };
}
