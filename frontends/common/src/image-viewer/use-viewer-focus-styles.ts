import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

/** The class of the pin buttons, for the focus ring below. */
export const PIN_CLASS = 'atelier-pin';

/**
 * Focus rings that show on any photo: the lightbox's own buttons only brighten their icon on
 * focus, and antd's light ring around a pin can vanish against a pale picture. White with a
 * dark halo reads on both. Registered once through antd's CSS-in-JS.
 */
export function useViewerFocusStyles() {
  const { theme: antdTheme, token } = theme.useToken();
  useStyleRegister({ theme: antdTheme, token, path: ['atelier-image-viewer-focus'] }, () => ({
    '.yarl__button:focus-visible': {
      outline: '2px solid #fff',
      outlineOffset: -4,
      borderRadius: 8,
    },
    [`.${PIN_CLASS}:focus-visible`]: {
      outline: '3px solid #fff',
      outlineOffset: 2,
      // Over the pin's resting shadow, which is an inline style.
      boxShadow: '0 0 0 5px rgba(0, 0, 0, 0.85) !important',
    },
  }));
}
