import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Schemas } from '../api/typed';
import { useToast } from '../toast/useToast';
import { failureText } from '../api/failure-text';
import { EarlierInvoices } from './EarlierInvoices';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceCardFrame, InvoiceLoading } from './InvoiceCardFrame';
import { InvoiceDetails } from './InvoiceDetails';
import { OwedBack } from './OwedBack';
import { PaymentDetails } from './PaymentDetails';
import { canRecordReturn, isShopperEntry } from './returnable-units';
import { CreditNotes } from './CreditNotes';
import { type InvoiceDialogMode, invoiceableItems } from './invoice-selection';
import { LazyFinalizeInvoiceDialog, LazyRecordReturnDialog } from './lazy-invoice-dialogs';
import { useCreateInvoice } from './use-invoice-mutations';
import { type InvoiceEntry, useTaskInvoices } from './use-task-invoices';
import { LoadFailed } from '../components/LoadFailed';
import { TaskDeposits } from '../deposits/TaskDeposits';

/** docs/product-rules.md, "Invoice states": the finalize dialog opens 1 s after the invoice is created. */
const FINALIZE_DIALOG_DELAY_MS = 1000;

export interface InvoiceCardProps {
  taskId: string;
  /** The task's items (TaskDetailDto.items): the dialog offers the invoiceable ones. */
  items: Schemas['ItemReadDto'][];
  /** The task's effectiveFeePct, e.g. "12.50": the percent the server bills at capture. */
  feePct: string;
  /** The shopper: creates, finalizes, adds items, marks paid, voids, and sees the service fee. */
  canManage: boolean;
}

/**
 * A new invoice may follow a VOID one, or a PAID one for what is left to invoice; never while
 * one is open (a DRAFT is finalized from its own card; the server refuses a second DUE invoice).
 */
function mayCreateAfter(current: InvoiceEntry | undefined, leftToInvoice: boolean): boolean {
  if (!current) return true;
  return current.invoice.status === 'VOID' || (current.invoice.status === 'PAID' && leftToInvoice);
}

/**
 * The headline invoice and the earlier ones below it. The shopper's headline is her latest,
 * whatever its state (a draft to finalize, a voided one to follow up). The client's is the one
 * she owes or paid, never a voided one (she reads those among the earlier invoices); she never
 * receives a draft.
 */
export function splitInvoices(
  entries: readonly InvoiceEntry[],
  canManage: boolean,
): { current: InvoiceEntry | undefined; earlier: InvoiceEntry[] } {
  const current = canManage ? entries[0] : entries.find((entry) => entry.invoice.status !== 'VOID');
  return { current, earlier: entries.filter((entry) => entry !== current) };
}

/**
 * The task's Invoice card. The shopper creates a draft invoice, picks what it bills in the
 * finalize dialog (which numbers it and shows it to the client; cancelled, the draft waits, hers
 * alone), closes it (paid or void), then may invoice what is left on a new one; the client reads
 * them without the service fee. The current invoice comes first, the earlier ones below. Both
 * can download each finalized invoice's PDF, the same document.
 */
export function InvoiceCard({ taskId, items, feePct, canManage }: InvoiceCardProps) {
  const { toast } = useToast();
  const invoices = useTaskInvoices(taskId);
  const create = useCreateInvoice(taskId);
  const [dialogMode, setDialogMode] = useState<InvoiceDialogMode>('finalize');
  const [dialogOpen, setDialogOpen] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(openTimer.current), []);
  // The invoice a return is being recorded on: kept after closing, so the dialog can fade out with it.
  const [returnOn, setReturnOn] = useState<{ invoiceId: string; open: boolean } | null>(null);
  const recordReturn = (invoiceId: string) => setReturnOn({ invoiceId, open: true });

  const openDialog = (mode: InvoiceDialogMode) => {
    setDialogMode(mode);
    setDialogOpen(true);
  };

  const createInvoice = () =>
    create.mutate(undefined, {
      // The pause lets the new invoice show before the dialog covers it.
      onSuccess: () => {
        openTimer.current = setTimeout(() => openDialog('finalize'), FINALIZE_DIALOG_DELAY_MS);
      },
      onError: (error) =>
        toast({
          title: 'Failed to Generate Invoice',
          description: failureText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  const { current, earlier } = splitInvoices(invoices.data ?? [], canManage);
  const canCreate = canManage && mayCreateAfter(current, invoiceableItems(items).length > 0);
  const mayReturn = (entry: InvoiceEntry) => canManage && canRecordReturn(entry);
  const returnEntry = invoices.data?.find((entry) => entry.invoice.id === returnOn?.invoiceId);

  return (
    <InvoiceCardFrame>
      {invoices.isPending ? (
        <InvoiceLoading />
      ) : invoices.isError ? (
        <LoadFailed
          title="We could not load the invoice."
          description={failureText(invoices.error, 'Please try again.')}
          retry={invoices.refetch}
        />
      ) : (
        <Flex vertical gap={12}>
          <TaskDeposits taskId={taskId} canManage={canManage} />
          {current ? (
            <>
              <InvoiceDetails invoice={current.invoice} lines={current.lines} showFee={canManage} amounts={current} />
              <InvoiceActions
                taskId={taskId}
                invoice={current.invoice}
                canManage={canManage}
                onOpenDialog={openDialog}
                creditNoteCount={current.creditNotes.length}
                paymentCount={current.payments.length}
                balanceDue={current.balanceDue}
                onRecordReturn={mayReturn(current) ? () => recordReturn(current.invoice.id) : undefined}
              />
              <CreditNotes notes={current.creditNotes} />
              <OwedBack
                taskId={taskId}
                invoice={current.invoice}
                owedBack={current.owedBack}
                payments={current.payments}
                canManage={canManage}
              />
              {!canManage && (
                <PaymentDetails
                  status={current.invoice.status}
                  balance={current.balanceDue}
                  cardPayment={{ target: { kind: 'invoice', id: current.invoice.id }, amount: current.balanceDue }}
                />
              )}
            </>
          ) : (
            <Typography.Text type="secondary">
              {canManage ? 'No invoice yet.' : 'Your shopper will create the invoice when ready.'}
            </Typography.Text>
          )}
          {canCreate && (
            <Flex vertical gap={4} align="start">
              {current?.invoice.status === 'PAID' && (
                <Typography.Text type="secondary">Some items are left to invoice.</Typography.Text>
              )}
              <Button type="primary" loading={create.isPending} onClick={createInvoice}>
                Create Invoice
              </Button>
            </Flex>
          )}
          {earlier.length > 0 && (
            <EarlierInvoices
              entries={earlier}
              showFee={canManage}
              mayRecordReturn={mayReturn}
              onRecordReturn={recordReturn}
            />
          )}
        </Flex>
      )}
      {canManage && (
        <LazyFinalizeInvoiceDialog
          taskId={taskId}
          mode={dialogMode}
          open={dialogOpen}
          items={items}
          feePct={feePct}
          onClose={() => setDialogOpen(false)}
        />
      )}
      {canManage && returnEntry && isShopperEntry(returnEntry) && (
        <LazyRecordReturnDialog
          taskId={taskId}
          entry={returnEntry}
          open={returnOn?.open ?? false}
          onClose={() => setReturnOn((shown) => shown && { ...shown, open: false })}
        />
      )}
    </InvoiceCardFrame>
  );
}
