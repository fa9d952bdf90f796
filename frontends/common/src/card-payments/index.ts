export { CheckoutReturnNotice } from './CheckoutReturnNotice';
export { PayByCardButton } from './PayByCardButton';
export { type CardPaymentTarget, useCardCheckout, useStartCardCheckout } from './use-card-checkout';
