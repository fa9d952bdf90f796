/**
 * @atelier/billing: the product's billing maths, in integer cents, with no dependencies, the
 * one copy the api stores by and the web apps preview with (docs/product-rules.md, "Money").
 */
export {
  type Cents,
  fromCents,
  MAX_AMOUNT_CENTS,
  MAX_AMOUNT_TEXT,
  parseTypedAmount,
  toCents,
  toMoneyString,
} from './cents';
export { clientUnitPrice, percentOf, unitServiceFee } from './service-fee';
export { lineAmounts, type LineAmounts, lineSubtotal } from './captures';
export {
  feeInclusiveLineTotal,
  feeInclusiveSubtotal,
  feeInclusiveUnitPrice,
  invoiceTotals,
  type InvoiceTotals,
  type PreviewLine,
  previewTotals,
  sumLines,
} from './invoice-totals';
export { type PricedItem, priceTask, type TaskPrice } from './task-price';
export { invoiceBalance, type InvoiceBalance } from './invoice-balance';
export {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type DrawnPaymentMethod,
  type PaymentMethod,
  RECORDED_PAYMENT_METHODS,
  type RecordedPaymentMethod,
} from './payment-methods';
export { REFUND_METHOD_LABELS, REFUND_METHODS, type RefundMethod } from './refund-methods';
export {
  allocateCredit,
  type CreditableLine,
  creditableUnits,
  type CreditPortion,
  type LineCredit,
  openUnits,
  withCredits,
} from './credit-allocation';
export {
  type BilledLine,
  type ItemCreditState,
  previewReturn,
  replayReturns,
  type ReturnedUnits,
  type ReturnLineCredit,
  type ReturnPreview,
} from './return-preview';
export {
  addDays,
  DEFAULT_PAYMENT_TERM_DAYS,
  isOverdue,
  PAYMENT_TERM_DAYS,
  type PaymentTermDays,
  paymentTermLabel,
} from './payment-terms';
