import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { formatCurrency, LoadFailed, type Schemas } from '@atelier/common';
import { Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { useId } from 'react';
import { InvoiceLinks } from './InvoiceLinks';

type Dashboard = Schemas['ClientDashboardDto'];

/** What the client owes, invoice by invoice, and what she paid lately. */
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
  const { amountDue, dueInvoices, recentlyPaid } = dashboard;
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
            <Statistic title="Total due" value={formatCurrency(amountDue)} styles={{ content: { fontSize: 24 } }} />
            <section>
              <h3 id={dueId} style={{ margin: '0 0 4px', fontSize: 14 }}>
                {dueInvoices.length === 1 ? '1 invoice to pay' : `${dueInvoices.length} invoices to pay`}
              </h3>
              <InvoiceLinks invoices={dueInvoices} labelledBy={dueId} />
            </section>
          </>
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
