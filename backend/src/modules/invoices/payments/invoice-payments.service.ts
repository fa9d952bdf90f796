import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { type Cents, fromCents, invoiceBalance, toCents, toMoneyString } from '@atelier/billing';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user';
import { DomainEvents } from '../../../common/domain-events/domain-events';
import { Transactions } from '../../../infra/database/transactions';
import { CreditNote } from '../credit-notes/entities/credit-note.entity';
import type { Invoice } from '../entities/invoice.entity';
import type { TaskInvoiceDto } from '../dto/invoice-view.dto';
import { announceInvoice } from '../invoice-announcements';
import { lockInvoice } from '../invoice-locks';
import { InvoiceLookup } from '../invoice-lookup.service';
import { InvoiceReader } from '../invoice-reader.service';
import { planSettlement, type Settlement, writeSettlement } from '../invoice-settlement';
import { assertInvoiceDue } from '../invoice-state';
import type { RecordPaymentDto } from './dto/record-payment.dto';
import { InvoicePayment } from './entities/invoice-payment.entity';
import { EmailOutbox } from '../../email/email-outbox.service';
import type { EmailRecord } from '../../email/email-record.entity';
import { draftClientEmail } from '../emails/client-email-draft';

export function moreThanDue(balanceDue: Cents): string {
  return `This is more than the $${fromCents(balanceDue)} still due on the invoice.`;
}

const todayAsDay = () => new Date().toISOString().slice(0, 10);

type NewPayment = Pick<InvoicePayment, 'amount' | 'method' | 'paidOn' | 'reference'>;

interface PaymentPlan {
  payment: (NewPayment & { id: string }) | null;
  /** The client's receipt for it. */
  receipt: EmailRecord | null;
  /** Set when the payment brings the balance to 0. */
  settlement: Settlement | null;
}

/**
 * Payments the shopper records against a DUE invoice: any part of its balance, by any method.
 * The payment that brings the balance to 0 makes the invoice PAID (invoice-settlement.ts);
 * Mark Paid records whatever is left. The client gets a receipt for each, written with it and
 * sent by the mail job. Each decides under the invoice's lock, so two payments at once take
 * turns and the second sees the first: together they never pay more than was due.
 */
@Injectable()
export class InvoicePaymentsService {
  constructor(
    private readonly lookup: InvoiceLookup,
    private readonly transactions: Transactions,
    private readonly reader: InvoiceReader,
    private readonly events: DomainEvents,
    private readonly outbox: EmailOutbox,
  ) {}

  /** POST /invoices/{id}/payments: 409 for more than the balance due. */
  record(user: AuthUser, invoiceId: string, body: RecordPaymentDto): Promise<TaskInvoiceDto> {
    const amount = toMoneyString(body.amount);
    return this.pay(user, invoiceId, (balanceDue) => {
      if (toCents(amount) > balanceDue) throw new ConflictException(moreThanDue(balanceDue));
      return { amount, method: body.method, paidOn: body.paidOn, reference: body.reference ?? null };
    });
  }

  /**
   * Mark Paid: the rest of the balance as received today, the invoice PAID. Nothing is recorded
   * when returns and payments already cover it.
   */
  recordRest(user: AuthUser, invoiceId: string): Promise<TaskInvoiceDto> {
    return this.pay(user, invoiceId, (balanceDue) =>
      balanceDue === 0
        ? null
        : { amount: fromCents(balanceDue), method: 'other', paidOn: todayAsDay(), reference: null },
    );
  }

  /**
   * In the caller's transaction, once it holds its own locks: a payment the provider reported
   * (a Checkout paid by card), of up to `cents`. It takes what the invoice still asks for; the
   * rest (all of it if the invoice was paid or voided meanwhile) is answered as `excess`, for
   * the caller to keep as the client's credit. Announce the outcome after the commit.
   */
  async writeProviderPayment(
    manager: EntityManager,
    invoiceId: string,
    cents: Cents,
    reference: string | null,
  ): Promise<{ excess: Cents; settled: boolean; paid: boolean }> {
    const invoice = await lockInvoice(this.transactions, manager, invoiceId);
    if (invoice.status !== 'DUE') return { excess: cents, settled: false, paid: false };
    let taken: Cents = 0;
    const plan = await this.plan(manager, invoice, (balanceDue) => {
      taken = Math.min(cents, balanceDue);
      return taken === 0 ? null : { amount: fromCents(taken), method: 'card', paidOn: todayAsDay(), reference };
    });
    await this.writePlan(manager, invoiceId, plan, null);
    return { excess: cents - taken, settled: plan.settlement !== null, paid: plan.payment !== null };
  }

  /** After a change committed: both parties' screens and the bell hear of it. */
  async announce(actorId: string, invoiceId: string, settled: boolean): Promise<TaskInvoiceDto> {
    const view = await this.reader.forShopper(invoiceId);
    await announceInvoice(this.events, actorId, view, settled ? 'invoice.paid' : 'invoice.payment-recorded');
    return view;
  }

  private async pay(
    user: AuthUser,
    invoiceId: string,
    paymentFor: (balanceDue: Cents) => NewPayment | null,
  ): Promise<TaskInvoiceDto> {
    await this.lookup.forShopper(user, invoiceId);
    const settled = await this.transactions.decideThenWrite(
      async (manager) => {
        const invoice = await lockInvoice(this.transactions, manager, invoiceId);
        assertInvoiceDue(invoice.status);
        return this.plan(manager, invoice, paymentFor);
      },
      async (manager, plan) => {
        await this.writePlan(manager, invoiceId, plan, user.id);
        return plan.settlement !== null;
      },
    );
    return this.announce(user.id, invoiceId, settled);
  }

  private async writePlan(
    manager: EntityManager,
    invoiceId: string,
    { payment, receipt, settlement }: PaymentPlan,
    recordedById: string | null,
  ): Promise<void> {
    if (payment) await manager.insert(InvoicePayment, { ...payment, invoiceId, recordedById });
    if (receipt) await this.outbox.write(manager, receipt);
    if (settlement) await writeSettlement(manager, invoiceId, settlement);
  }

  /** Under the invoice's lock: the payment `paymentFor` asks for, its receipt, and the settlement if it pays the rest. */
  private async plan(
    manager: EntityManager,
    invoice: Invoice,
    paymentFor: (balanceDue: Cents) => NewPayment | null,
  ): Promise<PaymentPlan> {
    const invoiceId = invoice.id;
    const [notes, payments] = await Promise.all([
      manager.find(CreditNote, { where: { invoiceId }, select: { id: true, total: true } }),
      manager.find(InvoicePayment, { where: { invoiceId }, select: { id: true, amount: true } }),
    ]);
    const { balanceDue } = invoiceBalance(invoice, notes, payments);
    const asked = paymentFor(balanceDue);
    const payment = asked && { ...asked, id: randomUUID() };
    const left = balanceDue - (payment ? toCents(payment.amount) : 0);
    return {
      payment,
      receipt:
        payment &&
        (await draftClientEmail(this.outbox, manager, {
          taskId: invoice.taskId,
          kind: 'payment-receipt',
          subjectId: payment.id,
        })),
      settlement: left === 0 ? await planSettlement(this.transactions, manager, invoice) : null,
    };
  }
}
