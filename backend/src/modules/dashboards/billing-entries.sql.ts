/**
 * What has been billed, as signed entries in cents: one entry per captured line of an invoice
 * that is DUE or PAID (a VOID invoice bills nothing; its lines are VOIDED), and one negative
 * entry per credit-note line recorded against such an invoice; and one negative entry per
 * payment received against a DUE invoice, with no billedAt or paidAt, so what is outstanding is
 * net of part payments while what was billed or paid in a month is not moved by them. Every
 * amount the dashboards show is a SUM over these entries, so each figure is net of returns.
 *
 * Columns: invoiceId, invoiceStatus, clientId, billedAt (when the line was captured, or the
 * return recorded), paidAt (for a line, the invoice's; for a return on a paid invoice, when it
 * was recorded if that was after the payment: money handed back then, not in the month paid),
 * amountCents (what the client pays for the line, or gets back: subtotal, fee and taxes, each
 * already rounded to the cent) and feeCents (the shopper's fee in it).
 * Scoped to one shopper (`:shopperId`) or one client (`:clientId`).
 */
export function billingEntriesSql(scope: 'shopper' | 'client'): string {
  const party = scope === 'shopper' ? 'invoice.shopperId = :shopperId' : 'task.clientId = :clientId';
  const cents = (table: string) =>
    `ROUND(${table}.lineTotal * 100) + ROUND(${table}.lineServiceFee * 100) + ROUND(${table}.lineTaxes * 100)`;
  return `SELECT invoice.id AS invoiceId, invoice.status AS invoiceStatus,
    task.clientId AS clientId, line.capturedAt AS billedAt, invoice.paidAt AS paidAt,
    ${cents('line')} AS amountCents,
    ROUND(line.lineServiceFee * 100) AS feeCents
  FROM invoices invoice
  INNER JOIN invoice_lines line ON line.invoiceId = invoice.id AND line.status = 'CAPTURED'
  INNER JOIN shop_tasks task ON task.id = invoice.taskId
  WHERE ${party} AND invoice.status IN ('DUE', 'PAID')
  UNION ALL
  SELECT invoice.id, invoice.status, task.clientId, note.createdAt,
    CASE WHEN invoice.paidAt IS NULL THEN NULL WHEN note.createdAt > invoice.paidAt THEN note.createdAt
      ELSE invoice.paidAt END,
    -(${cents('credit')}),
    -ROUND(credit.lineServiceFee * 100)
  FROM invoices invoice
  INNER JOIN credit_notes note ON note.invoiceId = invoice.id
  INNER JOIN credit_note_lines credit ON credit.creditNoteId = note.id
  INNER JOIN shop_tasks task ON task.id = invoice.taskId
  WHERE ${party} AND invoice.status IN ('DUE', 'PAID')
  UNION ALL
  SELECT invoice.id, invoice.status, task.clientId, NULL, NULL, -ROUND(payment.amount * 100), 0
  FROM invoices invoice
  INNER JOIN invoice_payments payment ON payment.invoiceId = invoice.id
  INNER JOIN shop_tasks task ON task.id = invoice.taskId
  WHERE ${party} AND invoice.status = 'DUE'`;
}
