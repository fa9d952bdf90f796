import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { formatCurrency } from '../format';
import { feeLabel } from './TaskHeader';
import { useTaskPricing } from './use-task-pricing';
import { LoadFailed } from '../components/LoadFailed';

/** The shopper's pricing of the task's items: subtotal, service fee at the task's fee, total. */
export function PricingCard({ taskId, feePct }: { taskId: string; feePct: string }) {
  const pricing = useTaskPricing(taskId, true);
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Pricing</h2>}>
      {pricing.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : pricing.isError ? (
        <LoadFailed title="We could not load the pricing." retry={pricing.refetch} />
      ) : (
        <Row gutter={[12, 12]}>
          <Col xs={8}>
            <Statistic
              title="Subtotal"
              value={formatCurrency(pricing.data.subtotal)}
              styles={{ content: { fontSize: 18 } }}
            />
          </Col>
          <Col xs={8}>
            <Statistic
              title={`Service fee (${feeLabel(feePct)})`}
              value={formatCurrency(pricing.data.serviceFee)}
              styles={{ content: { fontSize: 18 } }}
            />
          </Col>
          <Col xs={8}>
            <Statistic
              title="Total"
              value={formatCurrency(pricing.data.total)}
              styles={{ content: { fontSize: 18, fontWeight: 600 } }}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
