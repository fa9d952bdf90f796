import { fromCents, invoiceBalance } from '@atelier/billing';

/**
 * An invoice's amounts from its parts, as the server answers them (@atelier/billing): a refund
 * the provider failed gave nothing back, so it does not count.
 */
export function invoiceAmounts(
  invoice: { status: string; total: string },
  creditNotes: readonly { total: string }[],
  payments: readonly { amount: string }[],
  refunds: readonly { amount: string; status: string }[] = [],
) {
  const balance = invoiceBalance(
    invoice,
    creditNotes,
    payments,
    refunds.filter((refund) => refund.status !== 'FAILED'),
  );
  return {
    netTotal: fromCents(balance.netTotal),
    amountPaid: fromCents(balance.paid),
    balanceDue: fromCents(balance.balanceDue),
    owedBack: fromCents(balance.owedBack),
  };
}
