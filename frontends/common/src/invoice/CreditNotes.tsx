import { Flex, theme, Typography } from 'antd';
import { formatCurrency, formatDate } from '../format';
import { AmountRows, type AmountRow } from './AmountRows';
import { DownloadPdfButton } from './InvoiceActions';
import type { AnyCreditNote } from './use-task-invoices';

/** The shopper's note carries the fee; the client's has no fee field at all. */
function isShopperNote(note: AnyCreditNote): note is Extract<AnyCreditNote, { serviceFee: string }> {
  return 'serviceFee' in note;
}

/** Subtotal, service fee (with its percent when every line shares one) and total; the client's total alone. */
function noteAmountRows(note: AnyCreditNote): AmountRow[] {
  if (!isShopperNote(note)) return [{ label: 'Total credited', amount: note.total, emphasis: true }];
  const percents = new Set(note.lines.map((line) => line.feePct));
  const percent = percents.size === 1 ? [...percents][0] : null;
  return [
    { label: 'Subtotal', amount: note.subtotal },
    { label: percent ? `Service fee (${percent}%)` : 'Service fee', amount: note.serviceFee },
    ...(note.taxes !== '0.00' ? [{ label: 'Taxes', amount: note.taxes }] : []),
    { label: 'Total credited', amount: note.total, emphasis: true },
  ];
}

/**
 * The returns recorded against an invoice, oldest first: each credit note's number, date,
 * reason, lines (name, quantity, amount) and total, with its PDF. The shopper reads the fee
 * breakdown (lines at quantity × unit price, before fee); the client her own amounts, the fee
 * in them and never named. Nothing to act on but the PDF, for either.
 */
export function CreditNotes({ notes }: { notes: readonly AnyCreditNote[] }) {
  const { token } = theme.useToken();
  if (notes.length === 0) return null;
  return (
    <section aria-label="Credit notes">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4, fontSize: 13 }}>
        {notes.length === 1 ? 'Credit note' : 'Credit notes'}
      </Typography.Text>
      <Flex component="ul" vertical gap={8} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {notes.map((note) => (
          <li
            key={note.id}
            aria-label={`Credit note ${note.number}`}
            style={{
              padding: 12,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              background: token.colorFillQuaternary,
            }}
          >
            <Flex vertical gap={8}>
              <Flex align="baseline" justify="space-between" gap="4px 12px" wrap>
                <Typography.Text strong>{note.number}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  Returned {formatDate(note.createdAt)}
                </Typography.Text>
              </Flex>
              {note.reason && (
                <Typography.Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  <Typography.Text type="secondary">Reason: </Typography.Text>
                  {note.reason}
                </Typography.Text>
              )}
              <ul aria-label={`Items returned on ${note.number}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {note.lines.map((line) => (
                  <li key={line.id} style={{ padding: '2px 0' }}>
                    <Flex justify="space-between" align="start" gap={12}>
                      <Flex vertical style={{ minWidth: 0 }}>
                        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{line.name}</Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                          {'unitPrice' in line
                            ? `${line.quantity} × ${formatCurrency(line.unitPrice)}`
                            : `Qty ${line.quantity}`}
                        </Typography.Text>
                      </Flex>
                      <Typography.Text style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                        {formatCurrency(line.lineTotal)}
                      </Typography.Text>
                    </Flex>
                  </li>
                ))}
              </ul>
              <AmountRows ariaLabel={`${note.number} totals`} rows={noteAmountRows(note)} />
              <div>
                <DownloadPdfButton
                  size="small"
                  document={{ kind: 'credit-note', id: note.id, number: note.number }}
                  label={`Download PDF of ${note.number}`}
                />
              </div>
            </Flex>
          </li>
        ))}
      </Flex>
    </section>
  );
}
