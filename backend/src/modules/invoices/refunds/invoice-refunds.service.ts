import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Cents, fromCents, invoiceBalance, toCents, toMoneyString } from '@atelier/billing';
import { type EntityManager, Not, type Repository } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user';
import { DomainEvents } from '../../../common/domain-events/domain-events';
import { Transactions } from '../../../infra/database/transactions';
import { CardPaymentProvider, type ProviderRefund } from '../../../infra/payments/card-payment-provider';
import { EmailOutbox } from '../../email/email-outbox.service';
import { Shopper } from '../../shoppers/shopper.entity';
import { ShopTask } from '../../tasks/task.entity';
import { grantClientCredit } from '../client-credit/grant-client-credit';
import { CreditNote } from '../credit-notes/entities/credit-note.entity';
import { draftClientEmail } from '../emails/client-email-draft';
import type { TaskInvoiceDto } from '../dto/invoice-view.dto';
import { Invoice } from '../entities/invoice.entity';
import { announceInvoice } from '../invoice-announcements';
import { lockInvoice } from '../invoice-locks';
import { InvoiceLookup } from '../invoice-lookup.service';
import { InvoiceReader } from '../invoice-reader.service';
import { InvoicePayment } from '../payments/entities/invoice-payment.entity';
import type { RecordRefundDto } from './dto/record-refund.dto';
import { InvoiceRefund } from './entities/invoice-refund.entity';

export const NOTHING_OWED_BACK = 'Nothing is owed back on this invoice.';
export const REFUND_TO_CARD_FAILED = 'The refund to the card could not be made. Please try again.';

export function moreThanOwedBack(owedBack: Cents): string {
  return `This is more than the $${fromCents(owedBack)} owed back on the invoice.`;
}

export function cardCannotTake(available: Cents): string {
  return available === 0
    ? 'Nothing on this invoice was paid by card through Atelier: record how you gave the money back.'
    : `At most $${fromCents(available)} can go back to the card it was paid with.`;
}

const todayAsDay = () => new Date().toISOString().slice(0, 10);

/** Refunds that count against what is owed back: all but those the provider failed. */
const COUNTED = { status: Not('FAILED' as const) };

/**
 * Money owed back on an invoice (the client paid more than she kept, after a return) given back
 * by the shopper, all of it or part: to the card it was paid with (a refund on her Stripe
 * account, PENDING until the provider confirms it), kept as the client's credit (drawn by her
 * next invoice), or recorded as given back another way. Each decides under the invoice's lock,
 * so two refunds at once never give back more than was owed. The client is emailed each refund
 * in the transaction that makes it SUCCEEDED: at once for one made by hand, for one to the card
 * when the provider confirms it (never while PENDING, nor when it FAILED).
 */
@Injectable()
export class InvoiceRefundsService {
  private readonly logger = new Logger(InvoiceRefundsService.name);

  constructor(
    @InjectRepository(InvoiceRefund) private readonly refunds: Repository<InvoiceRefund>,
    private readonly lookup: InvoiceLookup,
    private readonly transactions: Transactions,
    private readonly reader: InvoiceReader,
    private readonly events: DomainEvents,
    private readonly cards: CardPaymentProvider,
    private readonly outbox: EmailOutbox,
  ) {}

  /** POST /invoices/{id}/refunds. */
  async record(user: AuthUser, invoiceId: string, body: RecordRefundDto): Promise<TaskInvoiceDto> {
    await this.lookup.forShopper(user, invoiceId);
    const refund = await this.transactions.decideThenWrite(
      (manager) => this.plan(manager, invoiceId, body),
      async (manager, planned) => {
        await manager.insert(InvoiceRefund, { ...planned.refund, recordedById: user.id });
        if (planned.refund.method === 'credit') {
          await grantClientCredit(this.transactions, manager, {
            taskId: planned.invoice.taskId,
            amount: planned.refund.amount,
            reason: 'refund-kept',
            sourceId: planned.refund.id,
          });
        }
        if (planned.refund.status === 'SUCCEEDED') {
          await this.tellClient(manager, planned.invoice.taskId, planned.refund.id);
        }
        return planned;
      },
    );
    if (refund.refund.method === 'card') await this.sendToCard(refund.refund, refund.accountId!);
    return this.announce(user.id, invoiceId);
  }

  /** The provider's word on refunds of a payment (or one refund): each PENDING one re-read and settled. */
  async providerRefundsChanged(accountId: string | null, paymentIntentId: string | null, refundId: string | null) {
    if (!accountId) return;
    const where = refundId
      ? { providerRefundId: refundId }
      : paymentIntentId
        ? { reference: paymentIntentId, method: 'card' as const }
        : null;
    if (!where) return;
    const pending = await this.refunds.find({ where: { ...where, status: 'PENDING' } });
    for (const refund of pending) {
      if (!refund.providerRefundId) continue;
      const status = await this.cards.refundStatus(accountId, refund.providerRefundId);
      if (status === 'pending') continue;
      const moved = await this.settleCardRefund(refund, { status: status === 'succeeded' ? 'SUCCEEDED' : 'FAILED' });
      if (moved) await this.announce(refund.recordedById, refund.invoiceId);
    }
  }

  private async announce(actorId: string, invoiceId: string): Promise<TaskInvoiceDto> {
    const view = await this.reader.forShopper(invoiceId);
    await announceInvoice(this.events, actorId, view, 'invoice.changed');
    return view;
  }

  private async plan(manager: EntityManager, invoiceId: string, body: RecordRefundDto) {
    const invoice = await lockInvoice(this.transactions, manager, invoiceId);
    const [notes, payments, refunds] = await Promise.all([
      manager.find(CreditNote, { where: { invoiceId }, select: { id: true, total: true } }),
      manager.find(InvoicePayment, { where: { invoiceId } }),
      manager.find(InvoiceRefund, { where: { invoiceId, ...COUNTED } }),
    ]);
    const { owedBack } = invoiceBalance(invoice, notes, payments, refunds);
    if (owedBack === 0) throw new ConflictException(NOTHING_OWED_BACK);
    const amount = body.amount === undefined ? owedBack : toCents(toMoneyString(body.amount));
    if (amount > owedBack) throw new ConflictException(moreThanOwedBack(owedBack));
    const refund = {
      id: randomUUID(),
      invoiceId,
      amount: fromCents(amount),
      method: body.method,
      status: body.method === 'card' ? ('PENDING' as const) : ('SUCCEEDED' as const),
      refundedOn: body.method === 'card' || body.method === 'credit' ? todayAsDay() : (body.refundedOn ?? todayAsDay()),
      reference: body.reference ?? null,
      providerRefundId: null,
    };
    if (body.method !== 'card') return { invoice, refund, accountId: null };
    // The card payment that can take it: the largest, less what went back to it already.
    const cardPayments = payments.filter((payment) => payment.method === 'card' && payment.reference);
    const leftOn = (payment: InvoicePayment) =>
      refunds
        .filter((given) => given.method === 'card' && given.reference === payment.reference)
        .reduce((left, given) => left - toCents(given.amount), toCents(payment.amount));
    const payment = cardPayments.sort((a, b) => leftOn(b) - leftOn(a))[0];
    const available = payment ? leftOn(payment) : 0;
    const shopper = await this.shopperOf(manager, invoice);
    if (!payment || !shopper?.stripeAccountId || !this.cards.enabled || amount > available) {
      throw new ConflictException(cardCannotTake(this.cards.enabled && shopper?.stripeAccountId ? available : 0));
    }
    return { invoice, refund: { ...refund, reference: payment.reference }, accountId: shopper.stripeAccountId };
  }

  private async shopperOf(manager: EntityManager, invoice: Invoice): Promise<Shopper | null> {
    const task = await manager.findOneOrFail(ShopTask, {
      where: { id: invoice.taskId },
      select: { id: true, shopperId: true },
    });
    return manager.findOne(Shopper, {
      where: { userId: task.shopperId },
      select: { userId: true, stripeAccountId: true },
    });
  }

  /**
   * After the commit, with the amount reserved by the PENDING row: the provider's refund, once
   * (its key is the row's). A refusal marks the row FAILED, so the money is owed back again.
   */
  private async sendToCard(
    refund: Pick<InvoiceRefund, 'id' | 'invoiceId' | 'amount' | 'reference'>,
    accountId: string,
  ): Promise<void> {
    let sent: ProviderRefund;
    try {
      sent = await this.cards.refund(accountId, refund.reference!, toCents(refund.amount), `refund-${refund.id}`);
    } catch (error) {
      this.logger.warn(
        `Refund ${refund.id} to card refused: ${error instanceof Error ? error.message : String(error)}`,
      );
      await this.refunds.update({ id: refund.id }, { status: 'FAILED', updatedAt: new Date() });
      throw new ServiceUnavailableException(REFUND_TO_CARD_FAILED);
    }
    // Its id first, on its own: the provider's events about it find the refund by that id.
    await this.refunds.update(
      { id: refund.id, status: 'PENDING' },
      { providerRefundId: sent.id, updatedAt: new Date() },
    );
    if (sent.status !== 'pending') {
      await this.settleCardRefund(refund, { status: sent.status === 'succeeded' ? 'SUCCEEDED' : 'FAILED' });
    }
  }

  /**
   * A PENDING card refund moved on as the provider says, in one transaction with the client's
   * email when it SUCCEEDED. Only a row still PENDING changes, so when the provider's answer and
   * its events (twice, or at once) tell of the same refund, one of them moves it and emails.
   * Answers whether this call changed it (false: another had moved it already).
   */
  private settleCardRefund(
    refund: Pick<InvoiceRefund, 'id' | 'invoiceId'>,
    changes: Partial<Pick<InvoiceRefund, 'status' | 'providerRefundId'>>,
  ): Promise<boolean> {
    return this.transactions.write(async (manager) => {
      const { affected } = await manager.update(
        InvoiceRefund,
        { id: refund.id, status: 'PENDING' },
        { ...changes, updatedAt: new Date() },
      );
      if (!affected) return false;
      if (changes.status === 'SUCCEEDED') {
        const { taskId } = await manager.findOneOrFail(Invoice, {
          where: { id: refund.invoiceId },
          select: { id: true, taskId: true },
        });
        await this.tellClient(manager, taskId, refund.id);
      }
      return true;
    });
  }

  /** In the transaction that makes a refund SUCCEEDED: the client's email about it. */
  private async tellClient(manager: EntityManager, taskId: string, refundId: string): Promise<void> {
    await this.outbox.write(
      manager,
      await draftClientEmail(this.outbox, manager, { taskId, kind: 'refund-sent', subjectId: refundId }),
    );
  }
}
