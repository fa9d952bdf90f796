import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Flex } from 'antd';
import { formatCurrency } from '../format';
import { useToast } from '../toast/useToast';
import { ConfirmedInvoiceAction } from './ConfirmedInvoiceAction';
import { useDownloadInvoicePdf } from './download-invoice-pdf';
import { failureToast } from './failure-description';
import type { InvoiceDialogMode } from './invoice-selection';
import type { AnyInvoice } from './use-task-invoices';
import { useMarkInvoicePaid, useVoidInvoice } from './use-invoice-mutations';

const PDF_FAILED = 'Failed to generate PDF. Please try again.';
const PAY_FAILED = 'Failed to mark invoice as paid. Please try again.';
const VOID_FAILED = 'Failed to void invoice. Please try again.';

/**
 * Under the invoice: Download PDF for both parties; for the shopper, while it is DUE, Finalize
 * Invoice (no lines yet) or Add Items and Mark Paid (the server refuses to mark an empty invoice
 * paid), and Void, the last two after a confirmation. PAID and VOID are final: nothing but the PDF.
 */
export function InvoiceActions({
  taskId,
  invoice,
  lineCount,
  canManage,
  onOpenDialog,
}: {
  taskId: string;
  invoice: AnyInvoice;
  lineCount: number;
  canManage: boolean;
  onOpenDialog: (mode: InvoiceDialogMode) => void;
}) {
  const { toast } = useToast();
  const markPaid = useMarkInvoicePaid(taskId);
  const voiding = useVoidInvoice(taskId);

  const due = canManage && invoice.status === 'DUE';
  return (
    <Flex gap={8} wrap>
      {due && lineCount === 0 && (
        <Button type="primary" onClick={() => onOpenDialog('finalize')}>
          Finalize Invoice
        </Button>
      )}
      {due && lineCount > 0 && (
        <>
          <Button onClick={() => onOpenDialog('capture')} disabled={markPaid.isPending || voiding.isPending}>
            Add Items
          </Button>
          <ConfirmedInvoiceAction
            label="Mark Paid"
            type="primary"
            title="Mark this invoice paid?"
            okText="Mark Paid"
            cancelText="Not Yet"
            pending={markPaid.isPending}
            disabled={voiding.isPending}
            onConfirm={(settled) =>
              markPaid.mutate(invoice.id, {
                onSettled: settled,
                onError: (error) => toast(failureToast(PAY_FAILED, error)),
              })
            }
          >
            Confirm that {formatCurrency(invoice.total)} has been paid. The items on it can then no longer be changed,
            and this cannot be undone.
          </ConfirmedInvoiceAction>
        </>
      )}
      {due && (
        <ConfirmedInvoiceAction
          label="Void"
          danger
          title="Void this invoice?"
          okText="Void Invoice"
          cancelText="Keep Invoice"
          pending={voiding.isPending}
          disabled={markPaid.isPending}
          onConfirm={(settled) =>
            voiding.mutate(invoice.id, {
              onSettled: settled,
              onError: (error) => toast(failureToast(VOID_FAILED, error)),
            })
          }
        >
          Voiding unlocks every item on this invoice, so they can be changed and invoiced again. This cannot be undone.
        </ConfirmedInvoiceAction>
      )}
      <DownloadInvoicePdfButton invoice={invoice} />
    </Flex>
  );
}

/** The invoice as a PDF, the reader's copy (the client's without the service fee). */
export function DownloadInvoicePdfButton({ invoice }: { invoice: AnyInvoice }) {
  const { toast } = useToast();
  const pdf = useDownloadInvoicePdf();
  const download = () => pdf.mutate(invoice, { onError: (error) => toast(failureToast(PDF_FAILED, error)) });
  return (
    <Button icon={<DownloadOutlined aria-hidden="true" />} loading={pdf.isPending} onClick={download}>
      {pdf.isPending ? 'Preparing PDF…' : 'Download PDF'}
    </Button>
  );
}
