import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { formatCurrency, LoadFailed, PayNowButton, type Schemas, useMyShopper } from '@atelier/common';
import { Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { useId } from 'react';
import { DepositLinks } from './DepositLinks';
import { InvoiceLinks } from './InvoiceLinks';

type Dashboard = Schemas['ClientDashboardDto'];

/**
 * What the client owes, invoice by invoice, the deposits asked of her, what is coming back to
 * her after returns, what she paid ahead (deposits held, credit), and what she paid lately; "Pay now" opens her shopper's payment link while something is due (one
 * shopper, one link for every invoice).
 */
export function AmountDueCard({
  dashboard,
  loading,
  error,
  retry,
}: {
  dashboard: Dashboard | undefined;
  loading: boolean;
  error: boolean;
  retry: () => unknown;
}) {
  const dueId = useId();
  const paidId = useId();
  const depositsId = useId();
  // Returns may have brought every due invoice to zero: nothing to pay then.
  const somethingDue = (dashboard?.dueInvoices.length ?? 0) > 0 && Number(dashboard?.amountDue) > 0;
  const shopper = useMyShopper({ enabled: somethingDue });
  const paymentLink = somethingDue ? shopper.data?.paymentLink : null;
  const title = <h2 style={{ margin: 0, fontSize: 16 }}>Amount due</h2>;
  if (loading) {
    return (
      <Card title={title}>
        <div aria-busy="true" aria-label="Loading your invoices">
          <Skeleton active title={{ width: '30%' }} paragraph={{ rows: 2 }} />
        </div>
      </Card>
    );
  }
  if (error || !dashboard) {
    return (
      <Card title={title}>
        <LoadFailed title="We could not load your invoices." retry={retry} />
      </Card>
    );
  }
  const { amountDue, dueInvoices, recentlyPaid, comingBack, depositsAsked, prepaid } = dashboard;
  return (
    <Card title={title}>
      <Flex vertical gap={16}>
        {dueInvoices.length === 0 ? (
          <Flex align="center" gap={8}>
            <CheckCircleOutlined aria-hidden="true" style={{ fontSize: 20 }} />
            <Typography.Text>You're all paid up: nothing is due.</Typography.Text>
          </Flex>
        ) : (
          <>
            <Flex wrap gap={12} align="end" justify="space-between">
              <Statistic title="Total due" value={formatCurrency(amountDue)} styles={{ content: { fontSize: 24 } }} />
              {paymentLink && <PayNowButton href={paymentLink} />}
            </Flex>
            <section>
              <h3 id={dueId} style={{ margin: '0 0 4px', fontSize: 14 }}>
                {dueInvoices.length === 1 ? '1 invoice to pay' : `${dueInvoices.length} invoices to pay`}
              </h3>
              <InvoiceLinks invoices={dueInvoices} labelledBy={dueId} />
            </section>
          </>
        )}
        {depositsAsked.length > 0 && (
          <section>
            <h3 id={depositsId} style={{ margin: '0 0 4px', fontSize: 14 }}>
              {depositsAsked.length === 1 ? '1 deposit to pay' : `${depositsAsked.length} deposits to pay`}
            </h3>
            <DepositLinks deposits={depositsAsked} labelledBy={depositsId} />
          </section>
        )}
        {Number(comingBack) > 0 && (
          <Typography.Text strong>{formatCurrency(comingBack)} coming back to you</Typography.Text>
        )}
        {Number(prepaid.depositsHeld) > 0 && (
          <Typography.Text>
            {formatCurrency(prepaid.depositsHeld)} of your deposits held for your requests: invoices take it off first.
          </Typography.Text>
        )}
        {Number(prepaid.credit) > 0 && (
          <Typography.Text>
            {formatCurrency(prepaid.credit)} credit: your next invoice takes it off first.
          </Typography.Text>
        )}
        {recentlyPaid.length > 0 && (
          <section>
            <h3 id={paidId} style={{ margin: '0 0 4px', fontSize: 14 }}>
              Recently paid
            </h3>
            <InvoiceLinks invoices={recentlyPaid} labelledBy={paidId} />
          </section>
        )}
      </Flex>
    </Card>
  );
}
