import { formatCurrency, type Schemas } from '@atelier/common';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarRounded } from '@visx/shape';
import { theme, Tooltip } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { BARS_HEIGHT, CHART_HEIGHT, LABEL_HEIGHT } from './month-chart-size';
import { monthLabel } from './month-label';

type Month = Schemas['MonthMoneyDto'];

const BAR_MAX_WIDTH = 18;
const BAR_GAP = 3;

const cents = (amount: string) => Math.round(Number.parseFloat(amount) * 100) || 0;

/**
 * Billed and paid per month as pairs of bars, drawn with visx (scales and rounded bars in
 * SVG). Its own chunk, loaded after the dashboard has painted (see MonthBars). Decoration for
 * screen readers (aria-hidden): MonthBars gives them the same figures as a table; sighted
 * users read a month's figures in its tooltip.
 */
export default function MonthBarsChart({
  months,
  colors,
}: {
  months: Month[];
  colors: { billed: string; paid: string };
}) {
  const { token } = theme.useToken();
  const [box, width] = useWidth();
  const highest = Math.max(1, ...months.flatMap((month) => [cents(month.billed), cents(month.paid)]));
  const x = scaleBand<string>({ domain: months.map((month) => month.month), range: [0, width], padding: 0.1 });
  const y = scaleLinear<number>({ domain: [0, highest], range: [BARS_HEIGHT, 0] });
  const barWidth = Math.max(0, Math.min(BAR_MAX_WIDTH, (x.bandwidth() - BAR_GAP) / 2));
  const height = (amount: string) => {
    const value = cents(amount);
    // A month with any amount keeps a visible sliver beside one of thousands.
    return value === 0 ? 0 : Math.max(2, Math.round(BARS_HEIGHT - y(value)));
  };

  return (
    <div ref={box} style={{ width: '100%', height: CHART_HEIGHT }}>
      <svg
        width={width}
        height={CHART_HEIGHT}
        aria-hidden="true"
        focusable="false"
        data-testid="month-bars"
        style={{ display: 'block', overflow: 'visible' }}
      >
        <line x1={0} x2={width} y1={BARS_HEIGHT + 0.5} y2={BARS_HEIGHT + 0.5} stroke={token.colorBorder} />
        {months.map((month) => {
          const left = x(month.month) ?? 0;
          const pairLeft = left + (x.bandwidth() - (2 * barWidth + BAR_GAP)) / 2;
          const bars = [
            { key: 'billed', x: pairLeft, height: height(month.billed), color: colors.billed },
            { key: 'paid', x: pairLeft + barWidth + BAR_GAP, height: height(month.paid), color: colors.paid },
          ];
          return (
            <Tooltip
              key={month.month}
              title={`${monthLabel(month.month, 'long')}: billed ${formatCurrency(month.billed)}, paid ${formatCurrency(month.paid)}`}
            >
              <g>
                {/* The whole column answers the pointer, not only the (possibly empty) bars. */}
                <rect x={left} y={0} width={x.bandwidth()} height={CHART_HEIGHT} fill="transparent" />
                {bars.map((bar) => (
                  <BarRounded
                    key={bar.key}
                    data-height={bar.height}
                    x={bar.x}
                    y={BARS_HEIGHT - bar.height}
                    width={barWidth}
                    height={bar.height}
                    radius={3}
                    top
                    fill={bar.color}
                  />
                ))}
                <text
                  x={left + x.bandwidth() / 2}
                  y={BARS_HEIGHT + LABEL_HEIGHT - 5}
                  textAnchor="middle"
                  fontSize={token.fontSizeSM}
                  fontFamily={token.fontFamily}
                  fill={token.colorTextSecondary}
                >
                  {monthLabel(month.month, 'short')}
                </text>
              </g>
            </Tooltip>
          );
        })}
      </svg>
    </div>
  );
}

/** The element's width, followed as it changes (a phone turned, the card's column reflowing). */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // The first observation arrives after layout and before paint, so the bars never show at width 0.
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, width] as const;
}
