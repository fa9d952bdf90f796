import { PAYMENT_METHOD_LABELS, REFUND_METHOD_LABELS } from '@atelier/billing';
import { Flex, Typography } from 'antd';
import { useId } from 'react';
import { formatCurrency, formatDay } from '../format';
import type { AnyPayment, AnyRefund } from './use-task-invoices';

/** "Dec 3, 2026 · Check · Check 1042": when, how, and the shopper's reference when she gave one. */
export function paymentSummary(payment: AnyPayment): string {
  return [formatDay(payment.paidOn), PAYMENT_METHOD_LABELS[payment.method], payment.reference]
    .filter(Boolean)
    .join(' · ');
}

const REFUND_STATES: Record<AnyRefund['status'], string | null> = {
  PENDING: 'on its way',
  SUCCEEDED: null,
  FAILED: 'failed, still owed',
};

/** "Dec 7, 2026 · Refund to card · on its way": when, how, where it stands, and the reference. */
export function refundSummary(refund: AnyRefund): string {
  const reference = refund.method === 'card' ? null : refund.reference;
  return [formatDay(refund.refundedOn), REFUND_METHOD_LABELS[refund.method], REFUND_STATES[refund.status], reference]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The payments received against an invoice and the refunds given back on it, oldest first,
 * each with its amount; nothing without any.
 */
export function InvoicePayments({
  payments,
  refunds = [],
}: {
  payments: readonly AnyPayment[];
  refunds?: readonly AnyRefund[];
}) {
  return (
    <>
      <MoneyList
        title="Payments"
        rows={payments.map((payment) => ({ id: payment.id, summary: paymentSummary(payment), amount: payment.amount }))}
      />
      <MoneyList
        title="Refunds"
        rows={refunds.map((refund) => ({ id: refund.id, summary: refundSummary(refund), amount: refund.amount }))}
      />
    </>
  );
}

function MoneyList({ title, rows }: { title: string; rows: { id: string; summary: string; amount: string }[] }) {
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Text strong id={headingId}>
        {title}
      </Typography.Text>
      <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {rows.map((row) => (
          <Flex key={row.id} component="li" justify="space-between" gap={12} style={{ padding: '2px 0' }}>
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {row.summary}
            </Typography.Text>
            <Typography.Text style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatCurrency(row.amount)}
            </Typography.Text>
          </Flex>
        ))}
      </ul>
    </section>
  );
}
