import { randomUUID } from 'node:crypto';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Cents, fromCents, invoiceBalance, toCents } from '@atelier/billing';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CardPaymentProvider } from '../../infra/payments/card-payment-provider';
import { CreditNote } from '../invoices/credit-notes/entities/credit-note.entity';
import { DEPOSIT_NOT_FOUND, DEPOSIT_NOT_REQUESTED } from '../invoices/deposits/task-deposits.service';
import { TaskDeposit } from '../invoices/deposits/entities/task-deposit.entity';
import { InvoiceLookup } from '../invoices/invoice-lookup.service';
import { InvoicePayment } from '../invoices/payments/entities/invoice-payment.entity';
import { Shopper } from '../shoppers/shopper.entity';
import { TaskAccess, type TaskParties } from '../tasks/task-access.service';
import { User } from '../users/entities/user.entity';
import type { CardCheckoutDto } from './dto/card-checkout.dto';
import type { ProviderLinkDto } from './dto/checkout-link.dto';
import { CardCheckout, type CheckoutKind } from './entities/card-checkout.entity';

export const CARDS_NOT_ACCEPTED = 'Your shopper does not take card payments yet. Use her payment link or instructions.';
export const NOTHING_TO_PAY = 'This invoice has nothing left to pay.';
export const CLIENT_PAYS = 'Only the client pays by card.';
export const CHECKOUT_NOT_FOUND = 'Payment not found';
const CURRENCY = 'usd';

interface CheckoutTarget {
  kind: CheckoutKind;
  targetId: string;
  task: TaskParties;
  amount: Cents;
  description: string;
}

/**
 * Sends the client to pay by card: a Checkout session on her shopper's connected account for
 * an invoice's balance or a requested deposit, recorded with what it asks for. She comes back
 * to the task with the checkout's id, whose status says whether the payment is confirmed yet;
 * the webhook confirms it (CardCheckoutSettlement).
 */
@Injectable()
export class CardCheckoutsService {
  constructor(
    @InjectRepository(CardCheckout) private readonly checkouts: Repository<CardCheckout>,
    private readonly cards: CardPaymentProvider,
    private readonly lookup: InvoiceLookup,
    private readonly access: TaskAccess,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** POST /invoices/{id}/checkout: the balance due, as it is now. */
  async forInvoice(user: AuthUser, invoiceId: string): Promise<ProviderLinkDto> {
    const { invoice, task } = await this.lookup.forParticipant(user, invoiceId);
    if (task.clientId !== user.id) throw new ForbiddenException(CLIENT_PAYS);
    if (invoice.status !== 'DUE') throw new ConflictException(NOTHING_TO_PAY);
    const manager = this.checkouts.manager;
    const [notes, payments] = await Promise.all([
      manager.find(CreditNote, { where: { invoiceId }, select: { id: true, total: true } }),
      manager.find(InvoicePayment, { where: { invoiceId }, select: { id: true, amount: true } }),
    ]);
    const { balanceDue } = invoiceBalance(invoice, notes, payments);
    if (balanceDue === 0) throw new ConflictException(NOTHING_TO_PAY);
    return this.open(user, {
      kind: 'invoice',
      targetId: invoiceId,
      task,
      amount: balanceDue,
      description: `Invoice ${invoice.invoiceNumber}`,
    });
  }

  /** POST /deposits/{id}/checkout: a deposit still asked for, in full. */
  async forDeposit(user: AuthUser, depositId: string): Promise<ProviderLinkDto> {
    const deposit = await this.checkouts.manager.findOneBy(TaskDeposit, { id: depositId });
    if (!deposit) throw new NotFoundException(DEPOSIT_NOT_FOUND);
    const task = await this.access.participant(user, deposit.taskId).catch(() => {
      throw new NotFoundException(DEPOSIT_NOT_FOUND);
    });
    if (task.clientId !== user.id) throw new ForbiddenException(CLIENT_PAYS);
    if (deposit.status !== 'REQUESTED') throw new ConflictException(DEPOSIT_NOT_REQUESTED[deposit.status]);
    return this.open(user, {
      kind: 'deposit',
      targetId: depositId,
      task,
      amount: toCents(deposit.amount),
      description: 'Deposit',
    });
  }

  /** GET /checkouts/{id}: either party, once the client came back. */
  async status(user: AuthUser, checkoutId: string): Promise<CardCheckoutDto> {
    const checkout = await this.checkouts.findOneBy({ id: checkoutId });
    if (!checkout) throw new NotFoundException(CHECKOUT_NOT_FOUND);
    await this.access.participant(user, checkout.taskId).catch(() => {
      throw new NotFoundException(CHECKOUT_NOT_FOUND);
    });
    const { id, kind, targetId, taskId, amount, status } = checkout;
    return { id, kind, targetId, taskId, amount, status };
  }

  private async open(user: AuthUser, target: CheckoutTarget): Promise<ProviderLinkDto> {
    const manager = this.checkouts.manager;
    const shopper = await manager.findOne(Shopper, {
      where: { userId: target.task.shopperId },
      select: { userId: true, stripeAccountId: true, cardPaymentsReady: true },
    });
    if (!this.cards.enabled || !shopper?.stripeAccountId || !shopper.cardPaymentsReady) {
      throw new ConflictException(CARDS_NOT_ACCEPTED);
    }
    const client = await manager.findOneOrFail(User, { where: { id: user.id }, select: { id: true, email: true } });
    const id = randomUUID();
    const taskUrl = `${this.config.mail.appUrl}/tasks/${target.task.id}`;
    const created = await this.cards.createCheckout({
      accountId: shopper.stripeAccountId,
      amountCents: target.amount,
      currency: CURRENCY,
      description: target.description,
      customerEmail: client.email,
      checkoutId: id,
      successUrl: `${taskUrl}?checkout=${id}`,
      cancelUrl: taskUrl,
    });
    await this.checkouts.insert({
      id,
      kind: target.kind,
      targetId: target.targetId,
      taskId: target.task.id,
      accountId: shopper.stripeAccountId,
      sessionId: created.sessionId,
      amount: fromCents(target.amount),
      currency: CURRENCY,
      status: 'OPEN',
      paymentIntentId: null,
      createdById: user.id,
    });
    return { url: created.url };
  }
}
