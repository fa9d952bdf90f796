import { theme } from 'antd';
import { contrastRatio } from './contrast';
import { PALETTE_KEYS, themeFor } from './palettes';

/** WCAG 2.x AA: body text 4.5:1; large text and the parts of a control that identify it 3:1. */
const TEXT = 4.5;
const CONTROL = 3;

const tokensOf = (key: string) => theme.getDesignToken(themeFor(key));

describe.each(PALETTE_KEYS)('the %s palette', (key) => {
  const token = tokensOf(key);
  const surfaces = { container: token.colorBgContainer, layout: token.colorBgLayout, elevated: token.colorBgElevated };

  it.each(Object.entries(surfaces))('keeps text readable on the %s background', (_surface, background) => {
    const text = {
      colorText: token.colorText,
      colorTextHeading: token.colorTextHeading,
      colorTextSecondary: token.colorTextSecondary,
      colorTextTertiary: token.colorTextTertiary,
      colorTextDescription: token.colorTextDescription,
      colorTextLabel: token.colorTextLabel,
      colorTextPlaceholder: token.colorTextPlaceholder,
      colorLink: token.colorLink,
      colorLinkHover: token.colorLinkHover,
      colorLinkActive: token.colorLinkActive,
      colorPrimary: token.colorPrimary,
      colorPrimaryText: token.colorPrimaryText,
      colorPrimaryTextHover: token.colorPrimaryTextHover,
      colorError: token.colorError,
      colorErrorText: token.colorErrorText,
      colorSuccessText: token.colorSuccessText,
      colorWarningText: token.colorWarningText,
      colorInfoText: token.colorInfoText,
    };
    const failing = Object.entries(text).filter(([, color]) => contrastRatio(color, background) < TEXT);
    expect(failing.map(([name, color]) => `${name} ${color} ${contrastRatio(color, background).toFixed(2)}:1`)).toEqual(
      [],
    );
  });

  it('keeps the text of filled buttons readable in every state', () => {
    const fills = {
      colorPrimary: token.colorPrimary,
      colorPrimaryHover: token.colorPrimaryHover,
      colorPrimaryActive: token.colorPrimaryActive,
      colorError: token.colorError,
      colorErrorHover: token.colorErrorHover,
      colorErrorActive: token.colorErrorActive,
    };
    const failing = Object.entries(fills).filter(([, fill]) => contrastRatio(token.colorTextLightSolid, fill) < TEXT);
    expect(
      failing.map(([name, fill]) => `${name} ${fill} ${contrastRatio(token.colorTextLightSolid, fill).toFixed(2)}:1`),
    ).toEqual([]);
  });

  it.each(Object.entries(surfaces))('sets controls apart from the %s background', (_surface, background) => {
    const controls = {
      // Borders of inputs, selects, checkboxes and default buttons.
      colorBorder: token.colorBorder,
      // Checked checkboxes, radios and switches, the focus ring's color.
      colorPrimary: token.colorPrimary,
      colorPrimaryHover: token.colorPrimaryHover,
      colorError: token.colorError,
    };
    const failing = Object.entries(controls).filter(([, color]) => contrastRatio(color, background) < CONTROL);
    expect(failing.map(([name, color]) => `${name} ${color} ${contrastRatio(color, background).toFixed(2)}:1`)).toEqual(
      [],
    );
  });

  it('keeps status text readable on its own tint (tags, alerts)', () => {
    const pairs = {
      success: [token.colorSuccess, token.colorSuccessBg],
      warning: [token.colorWarning, token.colorWarningBg],
      error: [token.colorError, token.colorErrorBg],
      info: [token.colorInfo, token.colorInfoBg],
      primary: [token.colorPrimary, token.colorPrimaryBg],
      'primary, hovered': [token.colorPrimary, token.colorPrimaryBgHover],
    };
    const failing = Object.entries(pairs).filter(([, [text, bg]]) => contrastRatio(text, bg) < TEXT);
    expect(failing.map(([name, [text, bg]]) => `${name} ${text} on ${bg}`)).toEqual([]);
  });

  it('underlines links, so a link in a sentence does not rest on color alone', () => {
    expect(token.linkDecoration).toBe('underline');
  });
});
