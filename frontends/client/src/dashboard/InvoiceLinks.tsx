import { formatCurrency, formatDate, LinkList, type Schemas, truncate } from '@atelier/common';
import { Flex, Typography } from 'antd';

type Invoice = Schemas['ClientDashboardInvoiceDto'];

/** Invoices as links to their task, where the invoice is shown in full. */
export function InvoiceLinks({ invoices, labelledBy }: { invoices: Invoice[]; labelledBy: string }) {
  return (
    <LinkList
      labelledBy={labelledBy}
      entries={invoices.map((invoice) => ({
        key: invoice.invoiceId,
        to: `/tasks/${encodeURIComponent(invoice.taskId)}`,
        content: (
          <>
            <Flex vertical style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text strong ellipsis title={invoice.taskTitle}>
                {truncate(invoice.taskTitle)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                Invoice {invoice.invoiceNumber}
                {invoice.paidAt ? ` · Paid ${formatDate(invoice.paidAt)}` : ''}
              </Typography.Text>
            </Flex>
            <Typography.Text strong style={{ flex: 'none' }}>
              {formatCurrency(invoice.total)}
            </Typography.Text>
          </>
        ),
      }))}
    />
  );
}
