import { CardPaymentProvider, ProviderSignatureError } from './card-payment-provider';

/** Without STRIPE_SECRET_KEY: nothing is offered, so nothing here is ever called but `readEvent`. */
export class NoCardPayments extends CardPaymentProvider {
  readonly enabled = false;

  createAccount(): Promise<string> {
    return Promise.reject(new Error('Card payments are not configured'));
  }

  onboardingLink(): Promise<string> {
    return Promise.reject(new Error('Card payments are not configured'));
  }

  accountReady(): Promise<boolean> {
    return Promise.resolve(false);
  }

  createCheckout(): never {
    throw new Error('Card payments are not configured');
  }

  refund(): never {
    throw new Error('Card payments are not configured');
  }

  refundStatus(): never {
    throw new Error('Card payments are not configured');
  }

  readEvent(): never {
    throw new ProviderSignatureError('Card payments are not configured');
  }
}
