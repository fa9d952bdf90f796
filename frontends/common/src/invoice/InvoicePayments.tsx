import { PAYMENT_METHOD_LABELS } from '@atelier/billing';
import { Flex, Typography } from 'antd';
import { useId } from 'react';
import { formatCurrency, formatDay } from '../format';
import type { AnyPayment } from './use-task-invoices';

/** "Dec 3, 2026 · Check · Check 1042": when, how, and the shopper's reference when she gave one. */
export function paymentSummary(payment: AnyPayment): string {
  return [formatDay(payment.paidOn), PAYMENT_METHOD_LABELS[payment.method], payment.reference]
    .filter(Boolean)
    .join(' · ');
}

/** The payments received against an invoice, oldest first, each with its amount; nothing without any. */
export function InvoicePayments({ payments }: { payments: readonly AnyPayment[] }) {
  const headingId = useId();
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Text strong id={headingId}>
        Payments
      </Typography.Text>
      <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {payments.map((payment) => (
          <Flex key={payment.id} component="li" justify="space-between" gap={12} style={{ padding: '2px 0' }}>
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {paymentSummary(payment)}
            </Typography.Text>
            <Typography.Text style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatCurrency(payment.amount)}
            </Typography.Text>
          </Flex>
        ))}
      </ul>
    </section>
  );
}
