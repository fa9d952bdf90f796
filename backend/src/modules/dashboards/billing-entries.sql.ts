/**
 * What has been billed, as signed entries in cents: today one entry per captured line of
 * an invoice that is DUE or PAID (a VOID invoice bills nothing; its lines are VOIDED). Every
 * amount the dashboards show is a SUM over these entries, so a credit note, once it exists,
 * joins this set as entries with negative amounts and every figure takes it into account.
 *
 * Columns: invoiceId, invoiceStatus, clientId, billedAt (when the line was captured), paidAt
 * (the invoice's), amountCents (what the client pays for the line: subtotal, fee and taxes,
 * each already rounded to the cent at capture) and feeCents (the shopper's fee in it).
 * Scoped to one shopper (`:shopperId`) or one client (`:clientId`).
 */
export function billingEntriesSql(scope: 'shopper' | 'client'): string {
  const party = scope === 'shopper' ? 'invoice.shopperId = :shopperId' : 'task.clientId = :clientId';
  return `SELECT invoice.id AS invoiceId, invoice.status AS invoiceStatus,
    task.clientId AS clientId, line.capturedAt AS billedAt, invoice.paidAt AS paidAt,
    ROUND(line.lineTotal * 100) + ROUND(line.lineServiceFee * 100) + ROUND(line.lineTaxes * 100) AS amountCents,
    ROUND(line.lineServiceFee * 100) AS feeCents
  FROM invoices invoice
  INNER JOIN invoice_lines line ON line.invoiceId = invoice.id AND line.status = 'CAPTURED'
  INNER JOIN shop_tasks task ON task.id = invoice.taskId
  WHERE ${party} AND invoice.status IN ('DUE', 'PAID')`;
}
