/**
 * WCAG 2 contrast ratios of CSS colors as antd's tokens spell them (#rgb, #rrggbb, #rrggbbaa,
 * rgb() and rgba()); a translucent color is first laid over the opaque background it sits on.
 */
type Rgba = [number, number, number, number];

export function parseColor(color: string): Rgba {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex && [3, 6, 8].includes(hex.length)) {
    const digits = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    const [r, g, b, a = 255] = digits.match(/../g)!.map((pair) => parseInt(pair, 16));
    return [r, g, b, a / 255];
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(value)?.[1];
  if (fn) {
    const [r, g, b, a = 1] = fn
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if ([r, g, b, a].every(Number.isFinite)) return [r, g, b, a];
  }
  throw new Error(`Not a color this check understands: ${color}`);
}

/** `foreground` laid over the opaque `background`, as the browser paints it. */
function over(foreground: Rgba, background: Rgba): Rgba {
  const alpha = foreground[3];
  return [0, 1, 2].map((i) => foreground[i] * alpha + background[i] * (1 - alpha)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio (1 to 21) of `foreground` on `background`; the background must be opaque. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColor(background);
  if (bg[3] !== 1) throw new Error(`A background must be opaque: ${background}`);
  const [light, dark] = [luminance(over(parseColor(foreground), bg)), luminance(bg)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
