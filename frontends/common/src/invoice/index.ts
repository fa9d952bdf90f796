/**
 * The task's invoice (docs/product-rules.md, "Invoices and the service fee"): the
 * card both roles see, with the shopper's actions and the finalize dialog inside it.
 */
export { InvoiceCard } from './InvoiceCard';
export type { InvoiceCardProps } from './InvoiceCard';
export { isPayable, PayNowButton, PaymentDetails, PaymentDetailsView, payNowLink } from './PaymentDetails';
export type { PaymentSource } from './PaymentDetails';
export { hasNoShopper, useMyShopper } from './use-my-shopper';
