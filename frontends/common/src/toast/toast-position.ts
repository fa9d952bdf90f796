/**
 * Where toasts go so that they cover no control. The rules (docs/product-rules.md, "Page frame")
 * put them at the top on small screens and bottom-right on larger ones; within that:
 * - small screens: at the top, under the header (its account menu and bell stay free);
 * - larger screens: bottom-right, above the bottom navigation;
 * - while a dialog is open, the header and the navigation sit behind its mask and the dialog
 *   starts 100 px down: toasts go over the masked header, above the dialog, clear of its
 *   buttons (top-right on larger screens, as a dialog's footer may reach the bottom);
 * - while the image viewer is open: under its toolbar.
 * The offsets follow dialogs opening and closing while a toast shows (a toast announcing a
 * dialog's save outlives the dialog): they are CSS that reads the page, not values taken when
 * the toast opens.
 */
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

export type ToastPlacement = 'top' | 'topRight' | 'bottomRight';

/** At this width and above toasts sit bottom-right; below it, at the top. */
export const TOAST_WIDE_QUERY = '(min-width: 768px)';

/** The shell's header and bottom navigation are 64 px high; toasts keep 8 px from what they clear. */
const HEADER = 64;
const BOTTOM_NAV = 64;
const GAP = 8;
/** The image viewer's toolbar band (image-viewer's VIEWER_TOP_BAR). */
const VIEWER_TOOLBAR = 56;

const DIALOG_OPEN = '.ant-modal-wrap:not([style*="display: none"])';
const VIEWER_OPEN = '.yarl__portal_open';

/**
 * antd places its notification holder at the CSS variables `--notification-top` and
 * `--notification-bottom` (what its `top` and `bottom` settings write). Left unset on the
 * holder, they are read from the root, where these rules set them.
 */
export const TOAST_POSITION_STYLES = {
  ':root': {
    '--notification-top': `${HEADER + GAP}px`,
    '--notification-bottom': '24px',
  },
  ':root:has(nav[aria-label="Main"])': {
    '--notification-bottom': `calc(${BOTTOM_NAV + GAP}px + env(safe-area-inset-bottom, 0px))`,
  },
  [`:root:has(${DIALOG_OPEN})`]: { '--notification-top': `${GAP}px` },
  [`:root:has(${VIEWER_OPEN})`]: { '--notification-top': `${VIEWER_TOOLBAR + GAP}px` },
};

/** Registers the rules above once, through antd's CSS-in-JS (under any ConfigProvider). */
export function useToastPositionStyles(): void {
  const { theme: antdTheme, token } = theme.useToken();
  useStyleRegister({ theme: antdTheme, token, path: ['atelier-toast-position'] }, () => TOAST_POSITION_STYLES);
}

/** Which corner the next toast opens in (a toast keeps it until it goes). */
export function toastPlacement(doc: Document = document, win: Window = window): ToastPlacement {
  if (!(win.matchMedia?.(TOAST_WIDE_QUERY).matches ?? false)) return 'top';
  return doc.querySelector(DIALOG_OPEN) ? 'topRight' : 'bottomRight';
}
