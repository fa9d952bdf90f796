import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { isUniqueViolation } from '../../infra/database/query-errors';
import { CardPaymentProvider, ProviderSignatureError } from '../../infra/payments/card-payment-provider';
import { InvoiceRefundsService } from '../invoices/refunds/invoice-refunds.service';
import { Shopper } from '../shoppers/shopper.entity';
import { CardCheckoutSettlement } from './card-checkout-settlement.service';
import { CardCheckout } from './entities/card-checkout.entity';
import { PaymentProviderEvent } from './entities/payment-provider-event.entity';

export const BAD_SIGNATURE = 'The webhook signature is missing or does not match.';

/**
 * The provider's webhook: only events it signed are read. Each is handled once by its id, and
 * every handling is also safe to repeat (a state that only moves forward, a paid checkout
 * recorded once), so two deliveries of one event at the same moment, or its events in any
 * order, change nothing twice.
 */
@Injectable()
export class PaymentWebhookService {
  constructor(
    private readonly cards: CardPaymentProvider,
    private readonly settlement: CardCheckoutSettlement,
    @InjectRepository(PaymentProviderEvent) private readonly handled: Repository<PaymentProviderEvent>,
    @InjectRepository(CardCheckout) private readonly checkouts: Repository<CardCheckout>,
    @InjectRepository(Shopper) private readonly shoppers: Repository<Shopper>,
    private readonly events: DomainEvents,
    private readonly refunds: InvoiceRefundsService,
  ) {}

  async receive(body: unknown, signature: string | undefined): Promise<void> {
    if (!Buffer.isBuffer(body) || !signature) throw new BadRequestException(BAD_SIGNATURE);
    let event;
    try {
      event = this.cards.readEvent(body, signature);
    } catch (error) {
      if (error instanceof ProviderSignatureError) throw new BadRequestException(BAD_SIGNATURE);
      throw error;
    }
    if (await this.handled.existsBy({ id: event.id })) return;
    switch (event.kind) {
      case 'checkout-paid':
        await this.settlement.settle(event);
        break;
      case 'checkout-processing':
        await this.checkouts.update({ sessionId: event.sessionId, status: 'OPEN' }, { status: 'PROCESSING' });
        break;
      case 'checkout-failed':
        await this.checkouts.update(
          { sessionId: event.sessionId, status: In(['OPEN', 'PROCESSING']) },
          { status: 'FAILED' },
        );
        break;
      case 'account-updated':
        await this.accountUpdated(event.accountId);
        break;
      case 'refunds-changed':
        await this.refunds.providerRefundsChanged(event.accountId, event.paymentIntentId, event.refundId);
        break;
      case 'other':
        break;
    }
    try {
      await this.handled.insert({ id: event.id, type: event.type });
    } catch (error) {
      // The same event, handled by another delivery meanwhile.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** Read from the account itself, not the event: an older event arriving last cannot undo a newer state. */
  private async accountUpdated(accountId: string): Promise<void> {
    const shopper = await this.shoppers.findOne({ where: { stripeAccountId: accountId }, select: { userId: true } });
    if (!shopper) return;
    await this.shoppers.update(
      { userId: shopper.userId },
      { cardPaymentsReady: await this.cards.accountReady(accountId) },
    );
    await this.events.publish('shopper.card-payments-changed', { tenantId: shopper.userId });
  }
}
