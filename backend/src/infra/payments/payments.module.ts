import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CardPaymentProvider } from './card-payment-provider';
import { NoCardPayments } from './no-card-payments';
import { StripeCardPayments } from './stripe-card-payments';

/** The CardPaymentProvider port for the whole app: Stripe with STRIPE_SECRET_KEY, none without. */
@Global()
@Module({
  providers: [
    {
      provide: CardPaymentProvider,
      inject: [APP_CONFIG],
      useFactory: ({ stripe }: AppConfig): CardPaymentProvider =>
        stripe ? new StripeCardPayments(stripe) : new NoCardPayments(),
    },
  ],
  exports: [CardPaymentProvider],
})
export class PaymentsModule {}
