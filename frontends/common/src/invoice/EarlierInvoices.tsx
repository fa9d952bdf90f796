import { Collapse, Flex, Typography } from 'antd';
import { formatCurrency } from '../format';
import { DownloadInvoicePdfButton } from './InvoiceActions';
import { InvoiceDetails } from './InvoiceDetails';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import type { InvoiceEntry } from './use-task-invoices';

/**
 * The task's earlier invoices (PAID or VOID, newest first), folded under the current one: each
 * opens on its lines, totals and PDF.
 */
export function EarlierInvoices({ entries, showFee }: { entries: InvoiceEntry[]; showFee: boolean }) {
  return (
    <section aria-label="Earlier invoices">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4, fontSize: 13 }}>
        Earlier invoices
      </Typography.Text>
      <Collapse
        size="small"
        items={entries.map(({ invoice, lines }) => ({
          key: invoice.id,
          label: (
            <Flex align="center" justify="space-between" gap="4px 8px" wrap>
              <Typography.Text strong>{invoice.invoiceNumber}</Typography.Text>
              <Flex align="center" gap={8}>
                <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCurrency(invoice.total)}
                </Typography.Text>
                <InvoiceStatusTag status={invoice.status} />
              </Flex>
            </Flex>
          ),
          children: (
            <Flex vertical gap={12}>
              <InvoiceDetails invoice={invoice} lines={lines} showFee={showFee} titled={false} />
              <div>
                <DownloadInvoicePdfButton invoice={invoice} />
              </div>
            </Flex>
          ),
        }))}
      />
    </section>
  );
}
