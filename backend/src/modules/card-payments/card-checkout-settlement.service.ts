import { Injectable, Logger } from '@nestjs/common';
import { type Cents, fromCents, toCents } from '@atelier/billing';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../infra/database/transactions';
import type { ProviderEvent } from '../../infra/payments/card-payment-provider';
import { grantClientCredit } from '../invoices/client-credit/grant-client-credit';
import { TaskDepositsService } from '../invoices/deposits/task-deposits.service';
import { InvoicePaymentsService } from '../invoices/payments/invoice-payments.service';
import { CardCheckout } from './entities/card-checkout.entity';

type PaidEvent = Extract<ProviderEvent, { kind: 'checkout-paid' }>;

interface Settled {
  checkout: CardCheckout;
  /** The invoice's payment settled it. */
  settled: boolean;
  /** The deposit was paid (false: the money went to the client's credit). */
  depositPaid: boolean;
}

/**
 * A paid Checkout becomes money in the ledger, once: under the checkout's lock (then the
 * invoice's or the deposit's, then the client's credit), a checkout already PAID changes
 * nothing, so an event delivered twice or a second event of the same payment records nothing.
 * What the invoice or deposit can no longer take (paid otherwise meanwhile, cancelled, voided)
 * is kept as the client's credit with the shopper, drawn by her next invoice.
 */
@Injectable()
export class CardCheckoutSettlement {
  private readonly logger = new Logger(CardCheckoutSettlement.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly payments: InvoicePaymentsService,
    private readonly deposits: TaskDepositsService,
  ) {}

  async settle(event: PaidEvent): Promise<void> {
    const outcome = await this.transactions.decideThenWrite(
      (manager) => this.lockPayable(manager, event),
      async (manager, checkout): Promise<Settled | null> => {
        if (!checkout) return null;
        await manager.update(
          CardCheckout,
          { id: checkout.id },
          { status: 'PAID', paymentIntentId: event.paymentIntentId, updatedAt: new Date() },
        );
        const cents = toCents(checkout.amount);
        let excess: Cents = cents;
        let settled = false;
        let depositPaid = false;
        if (checkout.kind === 'invoice') {
          const written = await this.payments.writeProviderPayment(
            manager,
            checkout.targetId,
            cents,
            event.paymentIntentId,
          );
          excess = written.excess;
          settled = written.settled;
        } else {
          depositPaid = await this.deposits.writeProviderPayment(manager, checkout.targetId, event.paymentIntentId);
          if (depositPaid) excess = 0;
        }
        if (excess > 0) {
          await grantClientCredit(this.transactions, manager, {
            taskId: checkout.taskId,
            amount: fromCents(excess),
            reason: 'card-overpayment',
            sourceId: checkout.id,
          });
        }
        return { checkout, settled, depositPaid };
      },
    );
    if (!outcome) return;
    const { checkout, settled, depositPaid } = outcome;
    if (checkout.kind === 'invoice') await this.payments.announce(checkout.createdById, checkout.targetId, settled);
    else if (depositPaid) await this.deposits.announcePaid(checkout.createdById, checkout.targetId);
  }

  /** The checkout the event pays, locked; null when there is nothing to record. */
  private async lockPayable(manager: EntityManager, event: PaidEvent): Promise<CardCheckout | null> {
    const checkout = await this.transactions
      .forUpdate(
        manager.getRepository(CardCheckout).createQueryBuilder('checkout').where({ sessionId: event.sessionId }),
      )
      .getOne();
    // A session created on her account outside Atelier: not ours to record.
    if (!checkout || checkout.status === 'PAID') return null;
    const asked = toCents(checkout.amount);
    if (
      event.accountId !== checkout.accountId ||
      event.amountCents !== asked ||
      event.currency.toLowerCase() !== checkout.currency
    ) {
      // Signed by the provider yet not what the session asked for: recorded by no one, left to the shopper's dashboard.
      this.logger.error(
        `Checkout ${checkout.id}: event ${event.id} reports ${event.amountCents} ${event.currency} on ${event.accountId}, ` +
          `asked ${asked} ${checkout.currency} on ${checkout.accountId}; not recorded`,
      );
      return null;
    }
    return checkout;
  }
}
