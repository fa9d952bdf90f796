import { theme } from 'antd';

/** The code in a large monospace face; one click selects all of it for a manual copy. */
export function CodeText({ code, muted = false }: { code: string; muted?: boolean }) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        fontFamily: token.fontFamilyCode,
        fontSize: muted ? 18 : 24,
        fontWeight: 600,
        letterSpacing: '0.08em',
        color: muted ? token.colorTextSecondary : token.colorText,
        userSelect: 'all',
        overflowWrap: 'anywhere',
      }}
    >
      {code}
    </span>
  );
}
