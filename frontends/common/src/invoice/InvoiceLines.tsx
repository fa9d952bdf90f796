import { Flex, Tag, theme, Typography } from 'antd';
import { formatCurrency } from '../format';
import type { AnyInvoiceLine } from './use-task-invoices';

/**
 * The invoice's lines in capture order: name, quantity × unit price (the shopper's) or quantity
 * (the client's, whose line amounts include the fee), line total; voided ones struck through and
 * marked.
 */
export function InvoiceLines({ lines }: { lines: AnyInvoiceLine[] }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label="Invoice lines" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lines.map((line, index) => {
        const voided = line.status === 'VOIDED';
        return (
          <li
            key={line.id}
            style={{ padding: '8px 0', borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}
          >
            <Flex justify="space-between" align="start" gap={12}>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text delete={voided} style={{ overflowWrap: 'anywhere' }}>
                  {line.name}
                </Typography.Text>
                <Flex align="center" gap={8} wrap>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {'unitPrice' in line
                      ? `${line.capturedQuantity} × ${formatCurrency(line.unitPrice)}`
                      : `Qty ${line.capturedQuantity}`}
                  </Typography.Text>
                  {voided && (
                    <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
                      Voided
                    </Tag>
                  )}
                </Flex>
              </Flex>
              <Typography.Text delete={voided} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(line.lineTotal)}
              </Typography.Text>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
