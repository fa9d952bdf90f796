import { placePopup, popupArea, POPUP_GAP, POPUP_WIDTH } from './popup-placement';

describe('placePopup', () => {
  const area = { left: 8, top: 56, width: 1264, height: 600 };
  const containerHeight = 664;

  it('centres the popup under a pin in the upper half', () => {
    expect(placePopup({ x: 640, y: 200 }, area, containerHeight)).toEqual({
      left: 640 - POPUP_WIDTH / 2,
      width: POPUP_WIDTH,
      top: 200 + POPUP_GAP,
      maxHeight: 656 - 200 - POPUP_GAP,
    });
  });

  it('opens above a pin in the lower half, as a distance from the bottom', () => {
    const placement = placePopup({ x: 640, y: 600 }, area, containerHeight);
    expect(placement.top).toBeUndefined();
    expect(placement.bottom).toBe(664 - 600 + POPUP_GAP);
    expect(placement.maxHeight).toBe(600 - POPUP_GAP - 56);
  });

  it('stays inside the area next to its left and right edges', () => {
    expect(placePopup({ x: 20, y: 200 }, area, containerHeight).left).toBe(8);
    expect(placePopup({ x: 1270, y: 200 }, area, containerHeight).left).toBe(8 + 1264 - POPUP_WIDTH);
  });

  it('narrows to the area on a 375 px phone', () => {
    const phone = { left: 8, top: 56, width: 359, height: 500 };
    const placement = placePopup({ x: 350, y: 100 }, phone, 564, 400);
    expect(placement.width).toBe(359);
    expect(placement.left).toBe(8);
    expect(placement.left + placement.width).toBeLessThanOrEqual(375 - 8);
  });
});

describe('popupArea', () => {
  it('keeps a card near the right edge clear of the next arrow, and within the margins without arrows', () => {
    const slide = { width: 375, height: 600 };
    const withArrows = popupArea(slide, 56, 40);
    expect(withArrows).toEqual({ left: 40, top: 56, width: 295, height: 536 });
    const card = placePopup({ x: 360, y: 200 }, withArrows, slide.height);
    expect(card.left + card.width).toBeLessThanOrEqual(375 - 40);
    expect(card.left).toBeGreaterThanOrEqual(40);

    expect(popupArea(slide, 56, 0)).toEqual({ left: 8, top: 56, width: 359, height: 536 });
  });
});
