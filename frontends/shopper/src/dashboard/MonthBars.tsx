import { formatCurrency, type Schemas, VISUALLY_HIDDEN } from '@atelier/common';
import { Flex, theme, Typography } from 'antd';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { CHART_HEIGHT } from './month-chart-size';
import { monthLabel } from './month-label';

type Month = Schemas['MonthMoneyDto'];

/**
 * The chart library (visx) comes in its own chunk, fetched while the dashboard's figures load
 * (preloadMonthChart) and never before the dashboard paints.
 */
const loadChart = () => import(/* webpackChunkName: "month-chart" */ './MonthBarsChart');
const MonthBarsChart = lazy(loadChart);

/** Starts fetching the chart's code, e.g. while the figures it will draw are still loading. */
export function preloadMonthChart() {
  loadChart().catch(() => undefined);
}

/**
 * Billed and paid in each of the last 6 months: a bar chart for the eye (loaded lazily, in a
 * box of fixed height so the card does not move when it arrives) and, for screen readers, the
 * same figures as a table. Without months (still loading) it is the empty box alone.
 */
export function MonthBars({ months }: { months: Month[] | undefined }) {
  const { token } = theme.useToken();
  const colors = { billed: token.colorPrimaryBorder, paid: token.colorPrimary };
  const placeholder = (
    <div
      aria-hidden="true"
      data-testid="month-bars-placeholder"
      style={{ height: CHART_HEIGHT, borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
    />
  );

  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
          <Typography.Text strong>Last 6 months</Typography.Text>
          <Flex gap={12} aria-hidden="true" style={{ fontSize: 12 }}>
            <Legend color={colors.billed} label="Billed" />
            <Legend color={colors.paid} label="Paid" />
          </Flex>
        </Flex>
      </figcaption>
      <div style={{ height: CHART_HEIGHT }}>
        {months ? (
          <ChartBoundary fallback={placeholder}>
            <Suspense fallback={placeholder}>
              <MonthBarsChart months={months} colors={colors} />
            </Suspense>
          </ChartBoundary>
        ) : (
          placeholder
        )}
      </div>
      {months && <MonthTable months={months} />}
    </figure>
  );
}

/** The figures of the chart for screen readers (the drawing is hidden from them). */
function MonthTable({ months }: { months: Month[] }) {
  return (
    <table style={VISUALLY_HIDDEN}>
      <caption>Billed and paid in each of the last 6 months</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Billed</th>
          <th scope="col">Paid</th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{monthLabel(month.month, 'long')}</th>
            <td>{formatCurrency(month.billed)}</td>
            <td>{formatCurrency(month.paid)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A chart whose code failed to load leaves its empty box: the figures are in the card and the table. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Flex align="center" gap={4}>
      <span style={{ width: 10, height: 10, borderRadius: 2, background: color, display: 'inline-block' }} />
      {label}
    </Flex>
  );
}
