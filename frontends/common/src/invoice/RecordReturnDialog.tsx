import { Alert, Divider, Empty, Flex, Input, InputNumber, Modal, theme, Typography } from 'antd';
import { useId, useMemo, useRef, useState } from 'react';
import { fromCents, toCents } from '@atelier/billing';
import { useDiscardGuard } from '../feedback/use-discard-guard';
import type { Schemas } from '../api/typed';
import { failureText } from '../api/failure-text';
import { formatCurrency } from '../format';
import { useToast } from '../toast/useToast';
import { AmountRows } from './AmountRows';
import {
  clampReturnQuantity,
  itemCredit,
  previewReturn,
  type ReturnableItem,
  returnableItems,
  returnLines,
} from './returnable-units';
import { invoiceTitle } from './invoice-view-model';
import { useRecordReturn } from './use-invoice-mutations';

/** The server's limit on a return's reason (RecordReturnDto). */
export const RETURN_REASON_MAX = 500;

type Quantities = Record<string, number | null>;

/**
 * Record a return on a DUE or PAID invoice (the task's shopper): how many units of each item on
 * it go back (0 to what its captured lines hold and no credit note gave back yet), an optional
 * reason, and the credit note that will be recorded, to the cent as the server computes it
 * (returnable-units). Submitting stays off until a unit is chosen; one submit at a time,
 * however fast the taps; a refusal stays in the dialog with the choices kept.
 */
export function RecordReturnDialog({
  taskId,
  entry,
  open,
  onClose,
}: {
  taskId: string;
  /** The shopper's invoice with its lines and credit notes (kept fresh by its query). */
  entry: Schemas['InvoiceWithLinesDto'];
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const reasonId = useId();
  const [quantities, setQuantities] = useState<Quantities>({});
  const [reason, setReason] = useState('');
  const submission = useRecordReturn(taskId, entry.invoice.id);
  // Set at once on submit: antd's loading state shows a render later, after a double tap's second tap.
  const submitting = useRef(false);
  const items = useMemo(() => returnableItems(entry.lines, entry.creditNotes), [entry.lines, entry.creditNotes]);
  const open_ = items.filter((item) => item.returnable > 0);
  const preview = previewReturn(items, quantities);
  const lines = returnLines(items, quantities);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const percents = new Set(preview.lines.map((line) => line.feePct));
  const percent = percents.size === 1 ? [...percents][0] : null;

  const submit = () => {
    if (submitting.current || lines.length === 0) return;
    submitting.current = true;
    const trimmed = reason.trim();
    submission.mutate(trimmed ? { lines, reason: trimmed } : { lines }, {
      onSettled: () => {
        submitting.current = false;
      },
      onSuccess: (note) => {
        toast({
          title: 'Return recorded',
          description: `${note.number}: ${formatCurrency(note.total)} credited.`,
          variant: 'success',
        });
        onClose();
      },
    });
  };

  const discardGuarded = useDiscardGuard(() => units > 0 || reason.trim() !== '', onClose);
  const cancel = () => {
    if (!submitting.current) discardGuarded();
  };

  const change = (next: Quantities) => {
    setQuantities(next);
    // A new choice answers the refusal: it goes once the shopper acts on it.
    if (submission.isError) submission.reset();
  };

  return (
    <Modal
      open={open}
      title={`Record Return on ${invoiceTitle(entry.invoice)}`}
      okText="Record Return"
      onOk={submit}
      okButtonProps={{ disabled: lines.length === 0 }}
      confirmLoading={submission.isPending}
      onCancel={cancel}
      cancelButtonProps={{ disabled: submission.isPending }}
      mask={{ closable: !submission.isPending }}
      afterClose={() => {
        setQuantities({});
        setReason('');
        submission.reset();
      }}
    >
      {open_.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing left to return on this invoice" />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            Choose how many units of each item came back. They are credited at the price and service fee they were
            billed at.
          </Typography.Paragraph>
          <ul aria-label="Items to return" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item, index) => (
              <ReturnItemRow
                key={item.itemId}
                item={item}
                first={index === 0}
                quantity={quantities[item.itemId] ?? 0}
                amount={itemCredit(preview, item.itemId).subtotal}
                onChange={(value) => change({ ...quantities, [item.itemId]: value })}
              />
            ))}
          </ul>
          <Flex vertical gap={4} style={{ marginTop: 8 }}>
            <label htmlFor={reasonId}>
              <Typography.Text>Reason (optional)</Typography.Text>
            </label>
            <Input.TextArea
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={RETURN_REASON_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder="e.g. Wrong size"
            />
          </Flex>
        </>
      )}
      <Divider style={{ margin: '20px 0 8px' }} />
      <Typography.Text type="secondary" aria-live="polite" style={{ fontSize: 13 }}>
        {units === 0
          ? 'Choose the units to return to see the credit.'
          : `${units} ${units === 1 ? 'unit' : 'units'} to return`}
      </Typography.Text>
      <AmountRows
        ariaLabel="Credit preview"
        rows={[
          { label: 'Subtotal', amount: fromCents(preview.subtotal) },
          { label: percent ? `Service fee (${percent}%)` : 'Service fee', amount: fromCents(preview.serviceFee) },
          { label: 'Taxes', amount: fromCents(preview.taxes) },
          { label: 'Total credited', amount: fromCents(preview.total), emphasis: true },
        ]}
      />
      {units > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
          The invoice's net total becomes {formatCurrency(fromCents(toCents(entry.netTotal) - preview.total))}.
        </Typography.Text>
      )}
      {submission.isError && (
        <Alert
          role="alert"
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title="The return could not be recorded."
          description={failureText(submission.error, 'Please try again.')}
        />
      )}
    </Modal>
  );
}

/**
 * One item of the invoice: its name, price and what may still go back, the units to return
 * (0 skips it) and what they credit before fee. An item with nothing left says so, its field off.
 */
function ReturnItemRow({
  item,
  first,
  quantity,
  amount,
  onChange,
}: {
  item: ReturnableItem;
  first: boolean;
  quantity: number | null;
  amount: number;
  onChange: (quantity: number | null) => void;
}) {
  const { token } = theme.useToken();
  const done = item.returnable === 0;
  const hintId = useId();
  return (
    <li style={{ borderTop: first ? undefined : `1px solid ${token.colorBorderSecondary}` }}>
      <Flex justify="space-between" align="center" gap="8px 12px" wrap style={{ padding: '8px 0' }}>
        <Flex vertical style={{ minWidth: 0, flex: '1 1 160px' }}>
          <Typography.Text type={done ? 'secondary' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Typography.Text>
          <Typography.Text id={hintId} type="secondary" style={{ fontSize: 13 }}>
            {done
              ? `All ${item.captured} returned`
              : `${formatCurrency(item.unitPrice)} each · ${item.returnable} of ${item.captured} can be returned`}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={12} style={{ marginInlineStart: 'auto' }}>
          <InputNumber
            aria-label={`Units of ${item.name} to return`}
            aria-describedby={hintId}
            min={0}
            max={item.returnable}
            precision={0}
            step={1}
            disabled={done}
            value={done ? 0 : quantity}
            onChange={(value) => onChange(value === null ? null : clampReturnQuantity(item, value))}
            style={{ width: 80 }}
          />
          <Typography.Text
            strong={amount > 0}
            type={amount > 0 ? undefined : 'secondary'}
            style={{ minWidth: 80, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatCurrency(fromCents(amount))}
          </Typography.Text>
        </Flex>
      </Flex>
    </li>
  );
}
