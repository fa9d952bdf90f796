/**
 * Money a client paid ahead, for one shopper (`:shopperId`) or one client (`:clientId`), in one
 * row of cents: deposits paid (held is paidDepositsCents less drawnCents, what her invoices
 * took from them and what was given back once a task was done: deposit-balance.ts heldForTask
 * over every task), deposits asked for and not paid yet, and her credit
 * (client-credit-balance.ts creditBalance over the pair).
 * Columns: paidDepositsCents, drawnCents, requestedCents, requestedCount, creditCents.
 */
export function prepaidMoneySql(scope: 'shopper' | 'client'): string {
  const party = scope === 'shopper' ? 'task.shopperId = :shopperId' : 'task.clientId = :clientId';
  const deposits = (status: string, of: string) => `(SELECT ${of} FROM task_deposits deposit
      INNER JOIN shop_tasks task ON task.id = deposit.taskId WHERE ${party} AND deposit.status = '${status}')`;
  const credit = scope === 'shopper' ? 'credit.shopperId = :shopperId' : 'credit.clientId = :clientId';
  return `SELECT ${deposits('PAID', 'COALESCE(SUM(ROUND(deposit.amount * 100)), 0)')} AS paidDepositsCents,
    (SELECT COALESCE(SUM(ROUND(payment.amount * 100)), 0) FROM invoice_payments payment
      INNER JOIN invoices invoice ON invoice.id = payment.invoiceId
      INNER JOIN shop_tasks task ON task.id = invoice.taskId
      WHERE ${party} AND payment.method = 'deposit')
    + (SELECT COALESCE(SUM(ROUND(released.amount * 100)), 0) FROM deposit_releases released
      INNER JOIN shop_tasks task ON task.id = released.taskId WHERE ${party}) AS drawnCents,
    ${deposits('REQUESTED', 'COALESCE(SUM(ROUND(deposit.amount * 100)), 0)')} AS requestedCents,
    ${deposits('REQUESTED', 'COUNT(*)')} AS requestedCount,
    (SELECT COALESCE(SUM(ROUND(credit.amount * 100)), 0) FROM client_credits credit WHERE ${credit}) AS creditCents`;
}
