import { Divider, Flex, Typography } from 'antd';
import { AmountRows } from './AmountRows';
import {
  type InvoiceAmounts,
  invoiceAmountRows,
  invoiceDates,
  invoiceTitle,
  isInvoiceOverdue,
} from './invoice-view-model';
import { InvoiceLines } from './InvoiceLines';
import { InvoicePayments } from './InvoicePayments';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import type { AnyInvoice, AnyInvoiceLine, AnyPayment, AnyRefund } from './use-task-invoices';

/**
 * The invoice as billed: number and status (unless `titled` is false, where a heading around it
 * names them), milestones, lines and stored totals (the fee for the shopper only); with returns
 * and payments, what they take off and the balance due under the totals, then the payments (the
 * credit notes themselves are listed by CreditNotes, after the invoice's actions).
 */
export function InvoiceDetails({
  invoice,
  lines,
  showFee,
  titled = true,
  amounts,
}: {
  invoice: AnyInvoice;
  lines: AnyInvoiceLine[];
  showFee: boolean;
  titled?: boolean;
  /** Its credit notes and payments, and what they leave (an invoice entry has them all). */
  amounts?: InvoiceAmounts & { payments: readonly AnyPayment[]; refunds?: readonly AnyRefund[] };
}) {
  return (
    <Flex vertical gap={8}>
      {titled && (
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {invoiceTitle(invoice)}
          </Typography.Text>
          <InvoiceStatusTag status={invoice.status} />
        </Flex>
      )}
      <Flex gap="4px 16px" wrap>
        {invoiceDates(invoice).map((date) => (
          <Typography.Text key={date} type="secondary" style={{ fontSize: 13 }}>
            {date}
          </Typography.Text>
        ))}
        {isInvoiceOverdue(invoice) && (
          <Typography.Text type="danger" strong style={{ fontSize: 13 }}>
            Overdue
          </Typography.Text>
        )}
      </Flex>
      {invoice.status === 'DRAFT' ? (
        <Typography.Text type="secondary">
          Not sent yet: your client sees this invoice once you finalize it with the items it bills.
        </Typography.Text>
      ) : lines.length === 0 ? (
        <Typography.Text type="secondary">No items on this invoice yet.</Typography.Text>
      ) : (
        <>
          <InvoiceLines lines={lines} />
          <Divider style={{ margin: '4px 0' }} />
          <AmountRows ariaLabel="Invoice totals" rows={invoiceAmountRows(invoice, lines, showFee, amounts)} />
          {showFee && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              Your client’s invoice and its PDF show each item with your service fee included, adding up to the same
              total.
            </Typography.Text>
          )}
          <InvoicePayments payments={amounts?.payments ?? []} refunds={amounts?.refunds ?? []} />
        </>
      )}
    </Flex>
  );
}
