import type { ThemeConfig } from 'antd';

/** The profile's colorPalette values (spec sections 2 and 5). */
export const PALETTE_KEYS = ['gold', 'rose', 'cocoa', 'cream'] as const;
export type PaletteKey = (typeof PALETTE_KEYS)[number];
export const DEFAULT_PALETTE: PaletteKey = 'gold';

export interface Palette {
  key: PaletteKey;
  /** The label of the profile's theme picker. */
  label: string;
  /**
   * antd design tokens; primary colors keep 4.5:1 contrast with white text. Hover shades are
   * darker, not antd's derived lighter ones, so a hovered or focused button's text still reads.
   */
  token: NonNullable<ThemeConfig['token']>;
}

const shared = {
  borderRadius: 10,
  // antd's tertiary grey (#8c8c8c, 3.4:1 on white; descriptions, labels of read-only facts) and
  // error red (#ff4d4f, 3.3:1) fall short of the 4.5:1 small text needs: a darker grey (5.7:1)
  // and a darker red (#cf1322, 5.6:1 either way round) for errors and danger buttons.
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorError: '#cf1322',
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

export const PALETTES: Record<PaletteKey, Palette> = {
  gold: {
    key: 'gold',
    label: 'Warm Gold',
    token: {
      ...shared,
      colorPrimary: '#9a6b00',
      colorPrimaryHover: '#7a5500',
      colorLink: '#8a6100',
      colorLinkHover: '#6e4d00',
      colorBgLayout: '#fdf8ef',
      colorInfo: '#9a6b00',
    },
  },
  rose: {
    key: 'rose',
    label: 'Soft Rose',
    token: {
      ...shared,
      colorPrimary: '#b0456a',
      colorPrimaryHover: '#93385a',
      colorLink: '#a8445f',
      colorLinkHover: '#8a3650',
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
      colorLink: '#6b4a2b',
      colorLinkHover: '#553a21',
      colorBgLayout: '#f7f0eb',
      colorInfo: '#7b4a2d',
    },
  },
  cream: {
    key: 'cream',
    label: 'Classic Cream',
    token: {
      ...shared,
      colorPrimary: '#866c3a',
      colorPrimaryHover: '#6b5630',
      colorLink: '#7a6232',
      colorLinkHover: '#5f4c27',
      colorBgLayout: '#fffcf5',
      colorInfo: '#866c3a',
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
    components: {
      Layout: { headerBg: '#ffffff', headerPadding: '0 16px', footerBg: '#ffffff' },
    },
  };
}
