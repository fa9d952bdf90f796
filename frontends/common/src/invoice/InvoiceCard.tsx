import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Schemas } from '../api/typed';
import { useToast } from '../toast/useToast';
import { failureText } from '../api/failure-text';
import { FinalizeInvoiceDialog } from './FinalizeInvoiceDialog';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceDetails } from './InvoiceDetails';
import type { InvoiceDialogMode } from './invoice-selection';
import { useCreateInvoice } from './use-invoice-mutations';
import { useTaskInvoice } from './use-task-invoice';
import { LoadFailed } from '../components/LoadFailed';

/** Spec section 9: the finalize dialog opens 1 s after the invoice is created. */
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
 * The task's Invoice card. The shopper creates the invoice, picks what it bills in the finalize
 * dialog and closes it (paid or void); the client reads it without the service fee. Both can
 * download the PDF.
 */
export function InvoiceCard({ taskId, items, feePct, canManage }: InvoiceCardProps) {
  const { toast } = useToast();
  const invoice = useTaskInvoice(taskId);
  const create = useCreateInvoice(taskId);
  const [dialogMode, setDialogMode] = useState<InvoiceDialogMode>('finalize');
  const [dialogOpen, setDialogOpen] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(openTimer.current), []);

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

  const current = invoice.data?.invoice ?? null;
  // After a void the task may be invoiced afresh; the voided invoice stays on show until then.
  const canCreate = canManage && (!current || current.status === 'VOID');

  return (
    <>
      <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Invoice</h2>}>
        {invoice.isPending ? (
          <div role="status" aria-label="Loading the invoice">
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </div>
        ) : invoice.isError ? (
          <LoadFailed
            title="We could not load the invoice."
            description={failureText(invoice.error, 'Please try again.')}
            retry={invoice.refetch}
          />
        ) : (
          <Flex vertical gap={12}>
            {current ? (
              <>
                <InvoiceDetails invoice={current} lines={invoice.data.lines} showFee={canManage} />
                <InvoiceActions
                  taskId={taskId}
                  invoice={current}
                  lineCount={invoice.data.lines.length}
                  canManage={canManage}
                  onOpenDialog={openDialog}
                />
              </>
            ) : (
              <Typography.Text type="secondary">
                {canManage ? 'No invoice yet.' : 'Your shopper will create the invoice when ready.'}
              </Typography.Text>
            )}
            {canCreate && (
              <Button type="primary" loading={create.isPending} onClick={createInvoice} style={{ alignSelf: 'start' }}>
                Create Invoice
              </Button>
            )}
          </Flex>
        )}
        {canManage && (
          <FinalizeInvoiceDialog
            taskId={taskId}
            mode={dialogMode}
            open={dialogOpen}
            items={items}
            feePct={feePct}
            onClose={() => setDialogOpen(false)}
          />
        )}
      </Card>
    </>
  );
}
