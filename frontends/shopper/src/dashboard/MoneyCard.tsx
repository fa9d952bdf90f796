import { formatCurrency, LoadFailed, type Schemas } from '@atelier/common';
import { Card, Col, Flex, Row, Statistic, theme, Typography } from 'antd';
import { useEffect } from 'react';
import { MonthBars, preloadMonthChart } from './MonthBars';

type Money = Schemas['ShopperMoneyDto'];
type Prepaid = Schemas['PrepaidMoneyDto'];

interface Figure {
  title: string;
  value: string | undefined;
  note?: string;
}

/** Money held ahead of invoices, shown once there is some: a shopper who takes no deposits sees none of it. */
function prepaidFigures(prepaid: Prepaid | undefined): Figure[] {
  if (!prepaid) return [];
  const asked = prepaid.depositsRequestedCount;
  const figures: (Figure | false)[] = [
    Number(prepaid.depositsHeld) > 0 && {
      title: 'Deposits held',
      value: prepaid.depositsHeld,
      note: 'Invoices draw on them first',
    },
    asked > 0 && {
      title: 'Deposits asked',
      value: prepaid.depositsRequested,
      note: `${asked} not paid yet`,
    },
    Number(prepaid.credit) > 0 && { title: 'Client credit', value: prepaid.credit, note: 'Off their next invoices' },
  ];
  return figures.filter((figure): figure is Figure => figure !== false);
}

/**
 * The shopper's money: what her clients owe, what this month brought, what she holds of theirs
 * ahead of invoices, and the last 6 months.
 */
export function MoneyCard({
  money,
  prepaid,
  loading,
  error,
  retry,
}: {
  money: Money | undefined;
  prepaid?: Prepaid;
  loading: boolean;
  error: boolean;
  retry: () => unknown;
}) {
  // The chart's code is fetched alongside the figures rather than after them.
  useEffect(preloadMonthChart, []);
  const title = <h2 style={{ margin: 0, fontSize: 16 }}>Money</h2>;
  if (!loading && (error || !money)) {
    return (
      <Card title={title}>
        <LoadFailed title="We could not load your money figures." retry={retry} />
      </Card>
    );
  }
  // While loading, the card is laid out as it will be (titles, a line for the note, the
  // chart's box), so the figures arriving move nothing below it.
  const dueCount = money?.outstandingCount ?? 0;
  const figures: Figure[] = [
    {
      title: 'Outstanding',
      value: money?.outstanding,
      note: !money
        ? '\u00a0'
        : dueCount === 0
          ? 'No invoices due'
          : `${dueCount} ${dueCount === 1 ? 'invoice' : 'invoices'} due`,
    },
    { title: 'Billed this month', value: money?.billedThisMonth },
    { title: 'Paid this month', value: money?.paidThisMonth },
    { title: 'Fees earned this month', value: money?.feesThisMonth },
    ...prepaidFigures(prepaid),
  ];
  return (
    <Card title={title}>
      <Flex
        vertical
        gap={20}
        aria-busy={loading || undefined}
        aria-label={loading ? 'Loading your money figures' : undefined}
      >
        <Row gutter={[16, 16]}>
          {figures.map((figure) => (
            <Col xs={12} key={figure.title}>
              <Statistic
                title={figure.title}
                value={formatCurrency(figure.value)}
                // While loading, a bar where the amount goes, on the same line height.
                valueRender={loading ? () => <ValuePlaceholder /> : undefined}
                styles={{ content: { fontSize: 20 } }}
              />
              {figure.note && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {figure.note}
                </Typography.Text>
              )}
            </Col>
          ))}
        </Row>
        <MonthBars months={money?.months} />
      </Flex>
    </Card>
  );
}

function ValuePlaceholder() {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: '4.5em',
        height: '0.9em',
        verticalAlign: 'middle',
        borderRadius: token.borderRadiusSM,
        background: token.colorFillSecondary,
      }}
    />
  );
}
