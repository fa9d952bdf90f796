export { CheckoutReturnNotice } from './CheckoutReturnNotice';
export { PayByCardButton } from './PayByCardButton';
export { PayInvoiceNotice } from './PayInvoiceNotice';
export { type CardPaymentTarget, useCardCheckout, useStartCardCheckout } from './use-card-checkout';
