/**
 * Where a pin's popup (the comment card or the new-comment form) goes: next to the pin, on
 * the side with more room, and always inside the visible area, so it stays on screen at
 * 375 px. All values are pixels in the coordinates of `area`'s container.
 */
import type { Box } from './pin-position';

export interface PopupPlacement {
  left: number;
  width: number;
  /** Set when the popup opens below the pin. */
  top?: number;
  /** Set when the popup opens above the pin (distance from the container's bottom edge). */
  bottom?: number;
  /** The room on that side; the popup scrolls beyond it. */
  maxHeight: number;
}

export const POPUP_WIDTH = 320;
/** Between a popup and the screen's edge. */
export const EDGE_MARGIN = 8;
/** From the pin's centre to the popup: the pin's radius plus a small gap. */
export const POPUP_GAP = 24;

/**
 * @param anchor the pin's centre
 * @param area the part of the container the popup may cover (inside the toolbar and margins)
 * @param containerHeight the container's height, to express "above" as a bottom offset
 */
export function placePopup(
  anchor: { x: number; y: number },
  area: Box,
  containerHeight: number,
  preferredWidth = POPUP_WIDTH,
): PopupPlacement {
  const width = Math.max(0, Math.min(preferredWidth, area.width));
  const left = Math.min(Math.max(anchor.x - width / 2, area.left), area.left + area.width - width);
  const roomBelow = area.top + area.height - (anchor.y + POPUP_GAP);
  const roomAbove = anchor.y - POPUP_GAP - area.top;
  if (roomBelow >= roomAbove) {
    return { left, width, top: anchor.y + POPUP_GAP, maxHeight: Math.max(0, roomBelow) };
  }
  return { left, width, bottom: containerHeight - anchor.y + POPUP_GAP, maxHeight: Math.max(0, roomAbove) };
}

/**
 * Where popups may go in a slide of this size: below the top bar (counter, hint, toolbar),
 * within the margins, and clear of the previous/next arrows at the sides (`arrowWidth`, 0
 * without arrows), so an open card never sits under the arrow a user reaches for.
 */
export function popupArea(slide: { width: number; height: number }, topBar: number, arrowWidth: number): Box {
  const side = Math.max(EDGE_MARGIN, arrowWidth);
  return { left: side, top: topBar, width: slide.width - 2 * side, height: slide.height - topBar - EDGE_MARGIN };
}
