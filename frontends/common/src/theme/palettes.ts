import type { ThemeConfig } from 'antd';

/** The profile's colorPalette values (docs/product-rules.md, "Profile and shopper settings"). */
export const PALETTE_KEYS = ['gold', 'rose', 'cocoa', 'cream'] as const;
export type PaletteKey = (typeof PALETTE_KEYS)[number];
export const DEFAULT_PALETTE: PaletteKey = 'gold';

export interface Palette {
  key: PaletteKey;
  /** The label of the profile's theme picker. */
  label: string;
  /**
   * antd design tokens; primary colors keep 4.5:1 contrast with white text and with the
   * palette's backgrounds. Hover shades are darker, not antd's derived lighter ones, so a
   * hovered or focused button's text (and primary-colored text) still reads.
   */
  token: NonNullable<ThemeConfig['token']>;
}

/**
 * WCAG AA on every palette's backgrounds (white and its layout tint), checked by
 * palettes.test.ts: text 4.5:1, the outlines and fills that identify a control 3:1. antd's
 * defaults fall short in places, replaced here by darker shades of the same hues:
 *   - tertiary grey (#8c8c8c, descriptions, labels of read-only facts) and placeholder grey
 *     (#bfbfbf, 1.8:1) become greys of 4.7:1 and more;
 *   - error red (#ff4d4f, 3.3:1) becomes #cf1322 (4.9:1 and more, either way round on buttons);
 *   - success green and warning orange, whose tags print their color as text, become #237804
 *     and #874d00;
 *   - input and checkbox borders (#d9d9d9, 1.4:1) become a grey of 3.2:1 and more;
 *   - tints behind colored text (tags, selected options and menu items) are set, not derived:
 *     antd derives greyish, dark tints from dark base colors, under 4.5:1 with their text.
 * Links are also underlined: no link color reaches 3:1 against body text while keeping 4.5:1
 * against the background, so color alone cannot tell a link in a sentence apart.
 */
const shared = {
  borderRadius: 10,
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: '#6b6b6b',
  colorError: '#cf1322',
  colorSuccess: '#237804',
  colorWarning: '#874d00',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorBorder: '#858585',
  linkDecoration: 'underline',
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

export const PALETTES: Record<PaletteKey, Palette> = {
  gold: {
    key: 'gold',
    label: 'Warm Gold',
    token: {
      ...shared,
      colorPrimary: '#8f6300',
      colorPrimaryHover: '#7a5500',
      colorPrimaryTextHover: '#7a5500',
      colorLink: '#8a6100',
      colorLinkHover: '#6e4d00',
      colorPrimaryBg: '#faf2e1',
      colorPrimaryBgHover: '#f7eed9',
      colorInfoBg: '#faf2e1',
      colorBgLayout: '#fdf8ef',
      colorInfo: '#8f6300',
    },
  },
  rose: {
    key: 'rose',
    label: 'Soft Rose',
    token: {
      ...shared,
      colorPrimary: '#b0456a',
      colorPrimaryHover: '#93385a',
      colorPrimaryTextHover: '#93385a',
      colorLink: '#a8445f',
      colorLinkHover: '#8a3650',
      colorPrimaryBg: '#fcedf2',
      colorPrimaryBgHover: '#fae8ee',
      colorInfoBg: '#fcedf2',
      colorBgLayout: '#fdf2f5',
      colorInfo: '#b0456a',
    },
  },
  cocoa: {
    key: 'cocoa',
    label: 'Rich Cocoa',
    token: {
      ...shared,
      colorPrimary: '#7b4a2d',
      colorPrimaryHover: '#633a22',
      colorPrimaryTextHover: '#633a22',
      colorLink: '#6b4a2b',
      colorLinkHover: '#553a21',
      colorPrimaryBg: '#f3e7df',
      colorPrimaryBgHover: '#eadacd',
      colorInfoBg: '#f3e7df',
      colorBgLayout: '#f7f0eb',
      colorInfo: '#7b4a2d',
    },
  },
  cream: {
    key: 'cream',
    label: 'Classic Cream',
    token: {
      ...shared,
      colorPrimary: '#7a6232',
      colorPrimaryHover: '#6b5630',
      colorPrimaryTextHover: '#6b5630',
      colorLink: '#715a2d',
      colorLinkHover: '#5f4c27',
      colorPrimaryBg: '#f6f0e2',
      colorPrimaryBgHover: '#ede4cf',
      colorInfoBg: '#f6f0e2',
      colorBgLayout: '#fffcf5',
      colorInfo: '#7a6232',
    },
  },
};

export function isPaletteKey(value: unknown): value is PaletteKey {
  return typeof value === 'string' && (PALETTE_KEYS as readonly string[]).includes(value);
}

/** The antd theme of a palette; unknown or missing values fall back to gold. */
export function themeFor(palette: string | null | undefined): ThemeConfig {
  const { token } = PALETTES[isPaletteKey(palette) ? palette : DEFAULT_PALETTE];
  return {
    token,
    // A fixed key rather than React's id for the theme's CSS variables: the styles rendered at
    // build time (the public pages, the signed-in app's style sheet) are then the ones the
    // browser would make, so it reuses them instead of computing them again.
    cssVar: { key: 'atelier' },
    components: {
      Layout: { headerBg: '#ffffff', headerPadding: '0 16px', footerBg: '#ffffff' },
    },
  };
}
