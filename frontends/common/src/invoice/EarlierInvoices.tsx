import { Button, Collapse, Flex, Typography } from 'antd';
import { formatCurrency } from '../format';
import { CreditNotes } from './CreditNotes';
import { DownloadPdfButton } from './InvoiceActions';
import { InvoiceDetails } from './InvoiceDetails';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { invoiceTitle } from './invoice-view-model';
import type { InvoiceEntry } from './use-task-invoices';

/**
 * The task's earlier invoices (finalized ones: PAID or VOID, or for the client a DUE one a
 * later paid one does not hide; newest first), folded under the current one: each
 * opens on its lines, totals, credit notes and PDF, and, for the shopper, Record Return on a paid
 * one with something left to return. The header shows the net total once returns took from it.
 */
export function EarlierInvoices({
  entries,
  showFee,
  mayRecordReturn = () => false,
  onRecordReturn,
}: {
  entries: InvoiceEntry[];
  showFee: boolean;
  mayRecordReturn?: (entry: InvoiceEntry) => boolean;
  onRecordReturn?: (invoiceId: string) => void;
}) {
  return (
    <section aria-label="Earlier invoices">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4, fontSize: 13 }}>
        Earlier invoices
      </Typography.Text>
      <Collapse
        size="small"
        items={entries.map((entry) => {
          const { invoice, lines, creditNotes, netTotal } = entry;
          return {
            key: invoice.id,
            label: (
              <Flex align="center" justify="space-between" gap="4px 8px" wrap>
                <Typography.Text strong>{invoiceTitle(invoice)}</Typography.Text>
                <Flex align="center" gap={8}>
                  <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatCurrency(creditNotes.length > 0 ? netTotal : invoice.total)}
                  </Typography.Text>
                  <InvoiceStatusTag status={invoice.status} />
                </Flex>
              </Flex>
            ),
            children: (
              <Flex vertical gap={12}>
                <InvoiceDetails invoice={invoice} lines={lines} showFee={showFee} titled={false} amounts={entry} />
                <Flex gap={8} wrap>
                  {onRecordReturn && mayRecordReturn(entry) && (
                    <Button onClick={() => onRecordReturn(invoice.id)}>Record Return</Button>
                  )}
                  <DownloadPdfButton document={{ kind: 'invoice', id: invoice.id, number: invoiceTitle(invoice) }} />
                </Flex>
                <CreditNotes notes={creditNotes} />
              </Flex>
            ),
          };
        })}
      />
    </section>
  );
}
