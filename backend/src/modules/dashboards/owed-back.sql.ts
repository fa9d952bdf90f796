/**
 * Per invoice with a return, of one shopper (`:shopperId`) or one client (`:clientId`): what its
 * payments exceed its total less its credit notes, less its refunds but failed ones (@atelier/billing
 * invoiceBalance's owedBack; 0 or below when nothing is owed back), and since the latest return.
 * Columns: invoiceId, taskId, invoiceNumber, since, amountCents.
 */
export function owedBackSql(scope: 'shopper' | 'client'): string {
  const party = scope === 'shopper' ? 'invoice.shopperId = :shopperId' : 'task.clientId = :clientId';
  return `SELECT invoice.id AS invoiceId, invoice.taskId AS taskId, invoice.invoiceNumber AS invoiceNumber,
    (SELECT MAX(note.createdAt) FROM credit_notes note WHERE note.invoiceId = invoice.id) AS since,
    COALESCE((SELECT SUM(ROUND(payment.amount * 100)) FROM invoice_payments payment
        WHERE payment.invoiceId = invoice.id), 0)
      - ROUND(invoice.total * 100)
      + (SELECT SUM(ROUND(note.total * 100)) FROM credit_notes note WHERE note.invoiceId = invoice.id)
      - COALESCE((SELECT SUM(ROUND(refund.amount * 100)) FROM invoice_refunds refund
        WHERE refund.invoiceId = invoice.id AND refund.status <> 'FAILED'), 0) AS amountCents
  FROM invoices invoice
  INNER JOIN shop_tasks task ON task.id = invoice.taskId
  WHERE ${party} AND invoice.status IN ('DUE', 'PAID')
    AND EXISTS (SELECT 1 FROM credit_notes returned WHERE returned.invoiceId = invoice.id)`;
}
