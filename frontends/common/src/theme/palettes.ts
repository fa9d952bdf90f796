import type { ThemeConfig } from 'antd';

/** The profile's colorPalette values (spec sections 2 and 5). */
export const PALETTE_KEYS = ['gold', 'rose', 'cocoa', 'cream'] as const;
export type PaletteKey = (typeof PALETTE_KEYS)[number];
export const DEFAULT_PALETTE: PaletteKey = 'gold';

export interface Palette {
  key: PaletteKey;
  /** The label of the profile's theme picker. */
  label: string;
  /** antd design tokens; primary colors keep 4.5:1 contrast with white text. */
  token: NonNullable<ThemeConfig['token']>;
}

const shared = {
  borderRadius: 10,
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

export const PALETTES: Record<PaletteKey, Palette> = {
  gold: {
    key: 'gold',
    label: 'Warm Gold',
    token: { ...shared, colorPrimary: '#9a6b00', colorLink: '#8a6100', colorBgLayout: '#fdf8ef', colorInfo: '#9a6b00' },
  },
  rose: {
    key: 'rose',
    label: 'Soft Rose',
    token: { ...shared, colorPrimary: '#b0456a', colorLink: '#a8445f', colorBgLayout: '#fdf2f5', colorInfo: '#b0456a' },
  },
  cocoa: {
    key: 'cocoa',
    label: 'Rich Cocoa',
    token: { ...shared, colorPrimary: '#7b4a2d', colorLink: '#6b4a2b', colorBgLayout: '#f7f0eb', colorInfo: '#7b4a2d' },
  },
  cream: {
    key: 'cream',
    label: 'Classic Cream',
    token: { ...shared, colorPrimary: '#866c3a', colorLink: '#7a6232', colorBgLayout: '#fffcf5', colorInfo: '#866c3a' },
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
