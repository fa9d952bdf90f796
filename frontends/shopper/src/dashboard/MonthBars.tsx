import { formatCurrency, type Schemas, VISUALLY_HIDDEN } from '@atelier/common';
import { Flex, theme, Typography } from 'antd';
import { monthLabel } from './month-label';

type Month = Schemas['MonthMoneyDto'];

const CHART_HEIGHT = 96;

/**
 * Billed and paid per month as pairs of bars (plain elements: the app has no chart library).
 * The bars are decoration; screen readers get the same figures as a table.
 */
export function MonthBars({ months }: { months: Month[] }) {
  const { token } = theme.useToken();
  const cents = (amount: string) => Math.round(Number.parseFloat(amount) * 100) || 0;
  const highest = Math.max(1, ...months.flatMap((month) => [cents(month.billed), cents(month.paid)]));
  const height = (amount: string) => {
    const value = cents(amount);
    // A month with any amount keeps a visible sliver beside one of thousands.
    return value === 0 ? 0 : Math.max(2, Math.round((value / highest) * CHART_HEIGHT));
  };
  const colors = { billed: token.colorPrimaryBorder, paid: token.colorPrimary };

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
      <Flex aria-hidden="true" justify="space-between" gap={4} data-testid="month-bars">
        {months.map((month) => (
          <Flex key={month.month} vertical align="center" style={{ flex: 1, minWidth: 0 }}>
            <Flex align="flex-end" justify="center" gap={3} style={{ height: CHART_HEIGHT, width: '100%' }}>
              <Bar height={height(month.billed)} color={colors.billed} />
              <Bar height={height(month.paid)} color={colors.paid} />
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {monthLabel(month.month, 'short')}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
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
    </figure>
  );
}

function Bar({ height, color }: { height: number; color: string }) {
  return <div style={{ width: '40%', maxWidth: 18, height, background: color, borderRadius: '3px 3px 0 0' }} />;
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Flex align="center" gap={4}>
      <span style={{ width: 10, height: 10, borderRadius: 2, background: color, display: 'inline-block' }} />
      {label}
    </Flex>
  );
}
