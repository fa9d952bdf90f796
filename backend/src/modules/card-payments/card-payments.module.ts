import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoicesModule } from '../invoices/invoices.module';
import { Shopper } from '../shoppers/shopper.entity';
import { TaskAccessModule } from '../tasks/task-access.module';
import { CardCheckoutSettlement } from './card-checkout-settlement.service';
import { CardCheckoutsService } from './card-checkouts.service';
import { CardPaymentsController } from './card-payments.controller';
import { CardCheckout } from './entities/card-checkout.entity';
import { PaymentProviderEvent } from './entities/payment-provider-event.entity';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentWebhookService } from './payment-webhook.service';
import { StripeConnectService } from './stripe-connect.service';

/**
 * Card payments through the CardPaymentProvider port: a shopper connects her account, her
 * clients pay invoices and deposits on its Checkout, and the signed webhook records what was
 * paid in the invoices' ledger (InvoicesModule).
 */
@Module({
  imports: [TypeOrmModule.forFeature([CardCheckout, PaymentProviderEvent, Shopper]), InvoicesModule, TaskAccessModule],
  controllers: [CardPaymentsController, PaymentWebhookController],
  providers: [StripeConnectService, CardCheckoutsService, CardCheckoutSettlement, PaymentWebhookService],
})
export class CardPaymentsModule {}
