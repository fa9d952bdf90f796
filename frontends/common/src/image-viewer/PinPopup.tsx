import { theme } from 'antd';
import type { ReactNode, SyntheticEvent } from 'react';
import { placePopup, popupArea } from './popup-placement';
import type { PinPoint } from './pin-position';
import type { ImageLayout } from './use-image-layout';

/** The lightbox's counter, hint and toolbar sit in this band at the top of the slide. */
export const VIEWER_TOP_BAR = 56;

/**
 * Keys, pointers and the wheel inside a popup belong to it: arrows move the caret instead of
 * changing the image, Escape is the popup's, and a drag selects text instead of swiping.
 */
const keepFromLightbox = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A card next to a pin, inside the slide's visible area (below the top bar, within the
 * margins, between the previous/next arrows), so it stays on screen on a 375 px phone and
 * leaves the arrows free. Positioned in the coordinates of the pin layer, which covers the
 * displayed picture.
 */
export function PinPopup({
  point,
  layout,
  arrowWidth,
  children,
}: {
  point: PinPoint;
  layout: ImageLayout;
  /** The width the previous/next arrows take at each side of the slide; 0 without arrows. */
  arrowWidth: number;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const { image, slide } = layout;
  const anchor = { x: image.left + (point.x / 100) * image.width, y: image.top + (point.y / 100) * image.height };
  const placement = placePopup(anchor, popupArea(slide, VIEWER_TOP_BAR, arrowWidth), slide.height);
  const layerBottom = slide.height - image.top - image.height;

  return (
    <div
      onPointerDown={keepFromLightbox}
      onKeyDown={keepFromLightbox}
      onWheel={keepFromLightbox}
      style={{
        position: 'absolute',
        left: placement.left - image.left,
        top: placement.top === undefined ? undefined : placement.top - image.top,
        bottom: placement.bottom === undefined ? undefined : placement.bottom - layerBottom,
        width: placement.width,
        maxHeight: placement.maxHeight,
        overflowY: 'auto',
        boxSizing: 'border-box',
        zIndex: 3,
        padding: 12,
        background: token.colorBgElevated,
        color: token.colorText,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        pointerEvents: 'auto',
        // The lightbox turns off selection and touch scrolling; a card needs both back.
        userSelect: 'text',
        WebkitUserSelect: 'text',
        touchAction: 'pan-y',
        textAlign: 'start',
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}
