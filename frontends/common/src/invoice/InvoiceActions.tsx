import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, type ButtonProps, Flex, Typography } from 'antd';
import { formatCurrency } from '../format';
import { useToast } from '../toast/useToast';
import { ConfirmedInvoiceAction } from './ConfirmedInvoiceAction';
import { RecordPaymentAction } from './RecordPaymentAction';
import { type PdfDocument, useDownloadPdf } from './download-invoice-pdf';
import { failureToast } from './failure-description';
import type { InvoiceDialogMode } from './invoice-selection';
import type { AnyInvoice } from './use-task-invoices';
import { useMarkInvoicePaid, useVoidInvoice } from './use-invoice-mutations';

const PDF_FAILED = 'Failed to generate PDF. Please try again.';
const PAY_FAILED = 'Failed to mark invoice as paid. Please try again.';
const VOID_FAILED = 'Failed to void invoice. Please try again.';

/**
 * Under the invoice: for the shopper, Finalize Invoice while it is a DRAFT (which has no PDF:
 * it is no document until finalized and numbered); Download PDF for both parties once it is;
 * for the shopper, while it is DUE, Add Items, Record Payment, Mark Paid and Void, the last two
 * after a confirmation; on a DUE or PAID invoice, Record Return while some unit is left to give
 * back (`onRecordReturn`). A DUE invoice with returns or payments on it can no longer be voided
 * (the server refuses): Void gives way to a line saying so. Mark Paid records the rest of the
 * balance, what the client still owes after her returns and payments. PAID and VOID offer
 * nothing else.
 */
export function InvoiceActions({
  taskId,
  invoice,
  canManage,
  onOpenDialog,
  creditNoteCount = 0,
  paymentCount = 0,
  balanceDue = invoice.total,
  onRecordReturn,
}: {
  taskId: string;
  invoice: AnyInvoice;
  canManage: boolean;
  onOpenDialog: (mode: InvoiceDialogMode) => void;
  /** The invoice's credit notes: with any, it cannot be voided. */
  creditNoteCount?: number;
  /** The invoice's payments: with any, it cannot be voided either. */
  paymentCount?: number;
  /** What is left to pay after its returns and payments. */
  balanceDue?: string;
  /** Given when the shopper may record a return on it (DUE or PAID, something left to return). */
  onRecordReturn?: () => void;
}) {
  const { toast } = useToast();
  const markPaid = useMarkInvoicePaid(taskId);
  const voiding = useVoidInvoice(taskId);

  const due = canManage && invoice.status === 'DUE';
  const hasReturns = creditNoteCount > 0;
  const hasPayments = paymentCount > 0;
  const busy = markPaid.isPending || voiding.isPending;
  return (
    <Flex gap={8} wrap>
      {canManage && invoice.status === 'DRAFT' && (
        <Button type="primary" onClick={() => onOpenDialog('finalize')}>
          Finalize Invoice
        </Button>
      )}
      {due && (
        <>
          <Button onClick={() => onOpenDialog('capture')} disabled={busy}>
            Add Items
          </Button>
          <RecordPaymentAction taskId={taskId} invoice={invoice} balanceDue={balanceDue} disabled={busy} />
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
            Confirm that {hasPayments ? 'the remaining ' : ''}
            {formatCurrency(balanceDue)} has been paid. The items on it can then no longer be changed, and this cannot
            be undone.
          </ConfirmedInvoiceAction>
        </>
      )}
      {canManage && onRecordReturn && (
        <Button onClick={onRecordReturn} disabled={busy}>
          Record Return
        </Button>
      )}
      {due && !hasReturns && !hasPayments && (
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
      {invoice.invoiceNumber !== null && (
        <DownloadPdfButton document={{ kind: 'invoice', id: invoice.id, number: invoice.invoiceNumber }} />
      )}
      {due && (hasReturns || hasPayments) && (
        <Typography.Text type="secondary" style={{ flexBasis: '100%', fontSize: 13 }}>
          {hasReturns
            ? 'Returns are recorded on this invoice, so it can no longer be voided. Record a return for the rest instead.'
            : 'Payments are recorded on this invoice, so it can no longer be voided.'}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * An invoice or credit note as a PDF: one document, the same for both parties (her prices, the
 * fee inside them).
 * `label` names it to assistive technology where several sit side by side ("Download PDF of CN-0001").
 */
export function DownloadPdfButton({
  document,
  label,
  size,
}: {
  document: PdfDocument;
  label?: string;
  size?: ButtonProps['size'];
}) {
  const { toast } = useToast();
  const pdf = useDownloadPdf();
  const download = () => pdf.mutate(document, { onError: (error) => toast(failureToast(PDF_FAILED, error)) });
  return (
    <Button
      icon={<DownloadOutlined aria-hidden="true" />}
      size={size}
      loading={pdf.isPending}
      onClick={download}
      aria-label={label && !pdf.isPending ? label : undefined}
    >
      {pdf.isPending ? 'Preparing PDF…' : 'Download PDF'}
    </Button>
  );
}
