/**
 * The task's invoice (spec section 2, Task detail → Invoice; Finalize-invoice dialog): the
 * card both roles see, with the shopper's actions and the finalize dialog inside it.
 */
export { InvoiceCard } from './InvoiceCard';
export type { InvoiceCardProps } from './InvoiceCard';
export { isPayable, PayNowButton, PaymentDetails, PaymentDetailsView, payNowLink } from './PaymentDetails';
export type { PaymentSource } from './PaymentDetails';
export { hasNoShopper, useMyShopper } from './use-my-shopper';
