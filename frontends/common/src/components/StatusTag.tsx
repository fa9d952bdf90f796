import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';

export type StatusHue = 'neutral' | 'blue' | 'cyan' | 'gold' | 'orange' | 'green' | 'purple' | 'red';

/**
 * A status badge that reads at tag size: a dark shade of the hue on its lightest (at least
 * 4.5:1), where antd's preset tag colors put pale text on a pale ground (gold is 2.8:1).
 * Gold and orange need shade 9; shade 8 of the others is dark enough.
 */
export function StatusTag({ hue, children }: { hue: StatusHue; children: ReactNode }) {
  const { token } = theme.useToken();
  const colors =
    hue === 'neutral'
      ? { color: token.colorTextSecondary, background: token.colorFillQuaternary, borderColor: token.colorBorder }
      : {
          color: token[`${hue}${hue === 'gold' || hue === 'orange' ? 9 : 8}`],
          background: token[`${hue}1`],
          borderColor: token[`${hue}3`],
        };
  return (
    <Tag variant="outlined" style={{ marginInlineEnd: 0, ...colors }}>
      {children}
    </Tag>
  );
}
