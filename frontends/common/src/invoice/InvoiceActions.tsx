import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Flex } from 'antd';
import { useToast } from '../toast/useToast';
import { useDownloadInvoicePdf } from './download-invoice-pdf';
import { failureToast } from './failure-description';
import type { InvoiceDialogMode } from './invoice-selection';
import type { AnyInvoice } from './use-task-invoice';
import { useMarkInvoicePaid } from './use-invoice-mutations';
import { VoidInvoiceButton } from './VoidInvoiceButton';

const PDF_FAILED = 'Failed to generate PDF. Please try again.';
const PAY_FAILED = 'Failed to mark invoice as paid. Please try again.';

/**
 * Under the invoice: Download PDF for both parties; for the shopper, while it is DUE, Finalize
 * Invoice (no lines yet) or Add Items and Mark Paid (the server refuses to mark an empty invoice
 * paid), and Void. PAID and VOID are final: nothing but the PDF.
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
  const pdf = useDownloadInvoicePdf();
  const markPaid = useMarkInvoicePaid(taskId);

  const download = () => pdf.mutate(invoice, { onError: (error) => toast(failureToast(PDF_FAILED, error)) });

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
          <Button onClick={() => onOpenDialog('capture')} disabled={markPaid.isPending}>
            Add Items
          </Button>
          <Button
            type="primary"
            loading={markPaid.isPending}
            onClick={() => markPaid.mutate(invoice.id, { onError: (error) => toast(failureToast(PAY_FAILED, error)) })}
          >
            Mark Paid
          </Button>
        </>
      )}
      {due && <VoidInvoiceButton taskId={taskId} invoiceId={invoice.id} disabled={markPaid.isPending} />}
      <Button icon={<DownloadOutlined aria-hidden="true" />} loading={pdf.isPending} onClick={download}>
        {pdf.isPending ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
    </Flex>
  );
}
