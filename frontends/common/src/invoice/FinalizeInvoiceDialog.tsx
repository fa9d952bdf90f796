import { Divider, Empty, Modal, theme, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { fromCents, previewTotals } from '@atelier/billing';
import type { Schemas } from '../api/typed';
import { useToast } from '../toast/useToast';
import { AmountRows } from './AmountRows';
import { failureText } from '../api/failure-text';
import { failureToast } from './failure-description';
import {
  type Choices,
  choiceFor,
  effectiveQuantity,
  type InvoiceDialogMode,
  invoiceableItems,
  minimumQuantity,
  NOTHING_SELECTED,
  selectedItems,
  toPreviewLines,
} from './invoice-selection';
import { InvoiceItemRow } from './InvoiceItemRow';
import { useInvoiceItems } from './use-invoice-mutations';

const TITLES: Record<InvoiceDialogMode, string> = { finalize: 'Finalize Invoice', capture: 'Add Items to Invoice' };

/**
 * The finalize-invoice dialog (docs/product-rules.md, "Finalizing and capturing"): pick invoiceable
 * items and quantities, see the totals the server will store, then finalize (the invoice's first
 * lines) or, in capture mode, add them to the DUE invoice. A failed submit keeps the choices; a
 * successful one clears them and closes. One submit at a time, however fast the taps.
 */
export function FinalizeInvoiceDialog({
  taskId,
  mode,
  open,
  items,
  feePct,
  onClose,
}: {
  taskId: string;
  mode: InvoiceDialogMode;
  open: boolean;
  items: Schemas['ItemReadDto'][];
  /** The task's effective fee percent ("12.50"), which the server bills at capture. */
  feePct: string;
  onClose: () => void;
}) {
  const { token } = theme.useToken();
  const { toast } = useToast();
  const [choices, setChoices] = useState<Choices>({});
  const submission = useInvoiceItems(taskId, mode);
  // Set at once on submit: antd's loading state shows a render later, after a double tap's second tap.
  const submitting = useRef(false);
  const available = useMemo(() => invoiceableItems(items), [items]);
  const selection = selectedItems(available, choices, mode);
  const totals = previewTotals(toPreviewLines(selection), feePct);

  const submit = () => {
    if (submitting.current) return;
    if (selection.length === 0) {
      toast({ title: 'No items selected', description: NOTHING_SELECTED[mode], variant: 'destructive' });
      return;
    }
    submitting.current = true;
    submission.mutate(selection, {
      onSettled: () => {
        submitting.current = false;
      },
      onSuccess: () => {
        if (mode === 'finalize') toast({ title: 'Invoice finalized successfully', variant: 'success' });
        // Billed: what was ticked must not stay ticked for the next time, one tap from billing it again.
        setChoices({});
        onClose();
      },
      onError: (error) =>
        toast(
          mode === 'finalize'
            ? {
                title: 'Failed to finalize invoice',
                description: failureText(error, 'Please try again.'),
                variant: 'destructive',
              }
            : failureToast('Failed to add items to invoice. Please try again.', error),
        ),
    });
  };

  const cancel = () => {
    if (!submitting.current) onClose();
  };

  return (
    <Modal
      open={open}
      title={TITLES[mode]}
      okText={TITLES[mode]}
      onOk={submit}
      confirmLoading={submission.isPending}
      onCancel={cancel}
      cancelButtonProps={{ disabled: submission.isPending }}
      mask={{ closable: !submission.isPending }}
      afterClose={() => {
        setChoices({});
        submission.reset();
      }}
    >
      {available.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No items available for invoicing" />
      ) : (
        <ul aria-label="Items to invoice" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {available.map((item, index) => {
            const choice = choiceFor(item, choices);
            return (
              <li key={item.id} style={{ borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
                <InvoiceItemRow
                  item={item}
                  choice={choice}
                  minimum={minimumQuantity(mode)}
                  quantity={effectiveQuantity(item, choice, mode)}
                  onChange={(next) => setChoices((current) => ({ ...current, [item.id]: next }))}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Text type="secondary" aria-live="polite" style={{ fontSize: 13 }}>
        {selection.length === 0
          ? 'Select items to see the invoice totals.'
          : `${selection.length} ${selection.length === 1 ? 'item' : 'items'} selected`}
      </Typography.Text>
      <AmountRows
        ariaLabel="Invoice preview"
        rows={[
          { label: 'Subtotal', amount: fromCents(totals.subtotal) },
          { label: `Service fee (${feePct}%)`, amount: fromCents(totals.serviceFee) },
          { label: 'Taxes', amount: fromCents(totals.taxes) },
          { label: 'Total', amount: fromCents(totals.total), emphasis: true },
        ]}
      />
    </Modal>
  );
}
