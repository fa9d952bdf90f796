import { formatCurrency, LoadFailed, type Schemas } from '@atelier/common';
import { Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { MonthBars } from './MonthBars';

type Money = Schemas['ShopperMoneyDto'];

/** The shopper's money: what her clients owe, what this month brought, and the last 6 months. */
export function MoneyCard({
  money,
  loading,
  error,
  retry,
}: {
  money: Money | undefined;
  loading: boolean;
  error: boolean;
  retry: () => unknown;
}) {
  const title = <h2 style={{ margin: 0, fontSize: 16 }}>Money</h2>;
  if (loading) {
    return (
      <Card title={title}>
        <div aria-busy="true" aria-label="Loading your money figures">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      </Card>
    );
  }
  if (error || !money) {
    return (
      <Card title={title}>
        <LoadFailed title="We could not load your money figures." retry={retry} />
      </Card>
    );
  }
  const dueCount = money.outstandingCount;
  const figures = [
    {
      title: 'Outstanding',
      value: money.outstanding,
      note: dueCount === 0 ? 'No invoices due' : `${dueCount} ${dueCount === 1 ? 'invoice' : 'invoices'} due`,
    },
    { title: 'Billed this month', value: money.billedThisMonth },
    { title: 'Paid this month', value: money.paidThisMonth },
    { title: 'Fees earned this month', value: money.feesThisMonth },
  ];
  return (
    <Card title={title}>
      <Flex vertical gap={20}>
        <Row gutter={[16, 16]}>
          {figures.map((figure) => (
            <Col xs={12} key={figure.title}>
              <Statistic
                title={figure.title}
                value={formatCurrency(figure.value)}
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
        <MonthBars months={money.months} />
      </Flex>
    </Card>
  );
}
