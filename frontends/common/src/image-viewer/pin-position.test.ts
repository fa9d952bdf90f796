import { containedImageBox, PIN_MAX, PIN_MIN, pinFromClick } from './pin-position';

describe('pinFromClick', () => {
  const box = { left: 100, top: 50, width: 400, height: 300 };

  it('gives the percent of the image box, counted from its own top-left corner', () => {
    expect(pinFromClick(200, 125, box)).toEqual({ x: 25, y: 25 });
    expect(pinFromClick(300, 200, box)).toEqual({ x: 50, y: 50 });
  });

  it('gives the same percent for the same relative point at any size and offset', () => {
    const small = pinFromClick(100 + 0.3 * 400, 50 + 0.7 * 300, box);
    const large = pinFromClick(0.3 * 1600, 0.7 * 1200, { left: 0, top: 0, width: 1600, height: 1200 });
    const shifted = pinFromClick(-500 + 0.3 * 800, 900 + 0.7 * 600, { left: -500, top: 900, width: 800, height: 600 });
    expect(small).toEqual({ x: 30, y: 70 });
    expect(large).toEqual(small);
    expect(shifted).toEqual(small);
  });

  it.each([
    ['the left edge', 100, 200, { x: PIN_MIN, y: 50 }],
    ['the right edge', 500, 200, { x: PIN_MAX, y: 50 }],
    ['the top edge', 300, 50, { x: 50, y: PIN_MIN }],
    ['the bottom edge', 300, 350, { x: 50, y: PIN_MAX }],
    ['the top-left corner', 101, 51, { x: PIN_MIN, y: PIN_MIN }],
    ['the bottom-right corner', 499, 349, { x: PIN_MAX, y: PIN_MAX }],
    ['left of the box', 20, 200, { x: PIN_MIN, y: 50 }],
    ['below the box', 300, 900, { x: 50, y: PIN_MAX }],
  ])('clamps a click at %s to 5-95', (_where, clientX, clientY, expected) => {
    expect(pinFromClick(clientX, clientY, box)).toEqual(expected);
  });

  it('keeps a point just inside the limits as it is', () => {
    expect(pinFromClick(100 + 0.05 * 400, 50 + 0.95 * 300, box)).toEqual({ x: 5, y: 95 });
    expect(pinFromClick(100 + 0.06 * 400, 50 + 0.94 * 300, box)).toEqual({ x: 6, y: 94 });
  });

  it('rounds to at most 4 decimals, as the api stores them', () => {
    const { x, y } = pinFromClick(100 + 400 / 3, 50 + 300 / 7, box);
    expect(x).toBe(33.3333);
    expect(y).toBe(14.2857);
  });

  it('puts a pin in the middle when the box has no size yet', () => {
    expect(pinFromClick(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 50, y: 50 });
  });
});

describe('containedImageBox', () => {
  it('is the box itself when the picture fills it', () => {
    const box = { left: 10, top: 20, width: 400, height: 300 };
    expect(containedImageBox(box, 800, 600)).toEqual(box);
  });

  it('leaves side bands for a tall picture in a wide box', () => {
    expect(containedImageBox({ left: 0, top: 0, width: 400, height: 300 }, 300, 600)).toEqual({
      left: 125,
      top: 0,
      width: 150,
      height: 300,
    });
  });

  it('leaves top and bottom bands for a wide picture in a tall box', () => {
    expect(containedImageBox({ left: 100, top: 0, width: 300, height: 400 }, 600, 300)).toEqual({
      left: 100,
      top: 125,
      width: 300,
      height: 150,
    });
  });

  it('falls back to the box while the picture size is unknown', () => {
    const box = { left: 0, top: 0, width: 300, height: 400 };
    expect(containedImageBox(box, 0, 0)).toBe(box);
  });

  it('makes a click on the letterboxed picture a percent of the picture, not of the box', () => {
    const picture = containedImageBox({ left: 0, top: 0, width: 400, height: 300 }, 300, 600);
    // The picture's right edge is at 275 px of the 400 px box.
    expect(pinFromClick(125 + 150 * 0.9, 150, picture)).toEqual({ x: 90, y: 50 });
  });
});
