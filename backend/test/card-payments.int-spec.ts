import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { CardCheckout } from '../src/modules/card-payments/entities/card-checkout.entity';
import { EmailRecord } from '../src/modules/email/email-record.entity';
import { ClientCredit } from '../src/modules/invoices/client-credit/entities/client-credit.entity';
import { InvoicePayment } from '../src/modules/invoices/payments/entities/invoice-payment.entity';
import type { TestAccount } from './support/accounts';
import { apiAs, seedInvoicedTask } from './support/invoiced-task';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { SmtpInbox } from './support/smtp-inbox';
import { startStripeCompatibleServer, type StripeCompatibleServer } from './support/stripe-compatible-server';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

jest.setTimeout(30_000);

const WEBHOOK_SECRET = 'whsec_atelierTestSigningSecret';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Card payments on the real API and the official stripe SDK, against a Stripe-compatible
 * server on loopback: connecting an account, Checkout for an invoice and a deposit, and the
 * signed webhook, replayed, reordered and delivered twice at once; what the client is emailed
 * arrives over real SMTP.
 */
describe(`card payments through Stripe (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let stripe: StripeCompatibleServer;
  let cast: Cast;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    stripe = await startStripeCompatibleServer({ webhookSecret: WEBHOOK_SECRET });
    inbox = await new SmtpInbox().start();
    t = await createTestApp({
      SMTP_URL: inbox.url,
      STRIPE_SECRET_KEY: 'sk_test_atelierPlatform',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    stripe.webhookUrl = `http://127.0.0.1:${port}/api/payments/stripe/webhook`;
    cast = await registerCast(t.http);
    await connect(cast.shopperA);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await inbox.close();
  });

  const as = (account: TestAccount) => apiAs(t.http, account);
  const repo = <E extends object>(entity: new () => E) => t.app.get(DataSource).getRepository(entity);
  /** The shopper connects her account and finishes its onboarding: Stripe says it takes charges. */
  async function connect(shopper: TestAccount) {
    const { url } = (await as(shopper).post('/shoppers/me/stripe/connect').expect(200)).body;
    const accountId = new URL(url).pathname.split('/').pop()!;
    expect((await stripe.enableCharges(accountId)).status).toBe(200);
    return accountId;
  }
  /** Sends the client to pay; answers the session Stripe holds and our checkout's id. */
  async function checkout(path: string) {
    const { url } = (await as(cast.clientA).post(path).expect(200)).body;
    const session = stripe.sessions.get(new URL(url).pathname.split('/').pop()!)!;
    const checkoutId = new URL(session.success_url).searchParams.get('checkout')!;
    return { session, checkoutId };
  }
  const invoiceOf = async (taskId: string) =>
    (await as(cast.shopperA).get(`/tasks/${taskId}/invoice`).expect(200)).body;
  const checkoutStatus = async (checkoutId: string) =>
    (await as(cast.clientA).get(`/checkouts/${checkoutId}`).expect(200)).body.status;

  it('connects a shopper once however often she taps, and she takes cards once Stripe says so', async () => {
    const shopper = cast.shopperB;
    const first = (await as(shopper).post('/shoppers/me/stripe/connect').expect(200)).body.url;
    const again = (await as(shopper).post('/shoppers/me/stripe/connect').expect(200)).body.url;
    const accountOf = (url: string) => new URL(url).pathname.split('/').pop();
    expect(accountOf(again)).toBe(accountOf(first));
    expect(new URL(first).searchParams.get('return_url')).toBe(
      `${t.config.mail.appUrl}/shopper-settings?stripe=return`,
    );
    expect((await as(shopper).get('/shoppers/me').expect(200)).body.cardPayments).toBe('pending');
    expect((await as(cast.clientB).get('/my-shopper').expect(200)).body.acceptsCards).toBe(false);
    // Not connected yet: her client is told to use her link.
    const task = await seedTask(t.app, { shopperId: shopper.id, clientId: cast.clientB.id });
    const deposit = (await as(shopper).post(`/tasks/${task.id}/deposits`, { amount: '20' }).expect(201)).body;
    expect((await as(cast.clientB).post(`/deposits/${deposit.id}/checkout`).expect(409)).body.message).toBe(
      'Your shopper does not take card payments yet. Use her payment link or instructions.',
    );

    await stripe.enableCharges(accountOf(first)!);
    expect((await as(shopper).get('/shoppers/me').expect(200)).body.cardPayments).toBe('ready');
    expect((await as(cast.clientB).get('/my-shopper').expect(200)).body.acceptsCards).toBe(true);
    expect(stripe.accounts.size).toBe(2);
  });

  it("takes an invoice's balance by card on the shopper's account; the same payment told twice is recorded once", async () => {
    const { taskId, invoiceId } = await seedInvoicedTask(t, cast);
    await as(cast.shopperA)
      .post(`/invoices/${invoiceId}/payments`, { amount: '18.10', method: 'cash', paidOn: today() })
      .expect(201);
    const { session, checkoutId } = await checkout(`/invoices/${invoiceId}/checkout`);
    expect(session).toMatchObject({
      amount_total: 10_000,
      currency: 'usd',
      description: expect.stringMatching(/^Invoice INV-/),
    });
    expect(session.account).toBe((await repo(CardCheckout).findOneByOrFail({ id: checkoutId })).accountId);
    expect(await checkoutStatus(checkoutId)).toBe('OPEN');
    // The shopper cannot pay her own invoice by card.
    expect((await as(cast.shopperA).post(`/invoices/${invoiceId}/checkout`).expect(403)).body.message).toBe(
      'Only the client pays by card.',
    );

    const completed = await stripe.pay(session.id);
    expect(completed.status).toBe(200);
    expect(await checkoutStatus(checkoutId)).toBe('PAID');
    const paid = await invoiceOf(taskId);
    expect(paid).toMatchObject({ invoice: { status: 'PAID' }, amountPaid: '118.10', balanceDue: '0.00' });
    expect(paid.payments[1]).toMatchObject({ amount: '100.00', method: 'card', reference: session.payment_intent });

    // Delivered again, then delivered as another event of the same payment: nothing twice.
    expect((await stripe.deliver(completed.event)).status).toBe(200);
    expect(
      (await stripe.deliver(stripe.eventFor('checkout.session.async_payment_succeeded', session, session.account)))
        .status,
    ).toBe(200);
    expect(await repo(InvoicePayment).countBy({ invoiceId, method: 'card' })).toBe(1);
    expect((await as(cast.clientA).post(`/invoices/${invoiceId}/checkout`).expect(409)).body.message).toBe(
      'This invoice has nothing left to pay.',
    );
  });

  it('two deliveries of one event at the same moment record one payment', async () => {
    const { invoiceId } = await seedInvoicedTask(t, cast);
    const { session } = await checkout(`/invoices/${invoiceId}/checkout`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = 'pi_concurrent';
    const event = stripe.eventFor('checkout.session.completed', { ...session }, session.account);
    const answers = await Promise.all([stripe.deliver(event), stripe.deliver(event), stripe.deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await repo(InvoicePayment).countBy({ invoiceId, method: 'card' })).toBe(1);
  });

  it('a deposit paid by bank debit is confirmed when the money arrives, whichever event comes first', async () => {
    const task = await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id });
    const ask = async () =>
      (await as(cast.shopperA).post(`/tasks/${task.id}/deposits`, { amount: '75' }).expect(201)).body.id as string;
    const depositOf = async (id: string) =>
      (await as(cast.clientA).get(`/tasks/${task.id}/deposits`).expect(200)).body.deposits.find(
        (deposit: { id: string }) => deposit.id === id,
      );

    const first = await ask();
    const late = await checkout(`/deposits/${first}/checkout`);
    expect(late.session).toMatchObject({ amount_total: 7_500, description: 'Deposit' });
    await stripe.pay(late.session.id, { later: true });
    expect(await checkoutStatus(late.checkoutId)).toBe('PROCESSING');
    expect((await depositOf(first)).status).toBe('REQUESTED');
    await stripe.settleLater(late.session.id, 'succeeded');
    expect(await checkoutStatus(late.checkoutId)).toBe('PAID');
    expect(await depositOf(first)).toMatchObject({ status: 'PAID', method: 'card', paidOn: today() });

    // The success arrives before the completion; the completion then changes nothing.
    const second = await ask();
    const reordered = await checkout(`/deposits/${second}/checkout`);
    reordered.session.status = 'complete';
    reordered.session.payment_intent = 'pi_reordered';
    const completedUnpaid = stripe.eventFor(
      'checkout.session.completed',
      { ...reordered.session },
      reordered.session.account,
    );
    await stripe.settleLater(reordered.session.id, 'succeeded');
    await stripe.deliver(completedUnpaid);
    expect(await checkoutStatus(reordered.checkoutId)).toBe('PAID');
    expect(await depositOf(second)).toMatchObject({ status: 'PAID', reference: 'pi_reordered' });
    expect((await as(cast.clientA).get(`/tasks/${task.id}/deposits`).expect(200)).body.held).toBe('150.00');

    // A failed debit leaves the deposit asked for.
    const third = await ask();
    const failing = await checkout(`/deposits/${third}/checkout`);
    await stripe.pay(failing.session.id, { later: true });
    await stripe.settleLater(failing.session.id, 'failed');
    expect(await checkoutStatus(failing.checkoutId)).toBe('FAILED');
    expect((await depositOf(third)).status).toBe('REQUESTED');
  });

  it('a card payment that finds the balance paid otherwise becomes the client’s credit, which her next invoice draws', async () => {
    const { invoiceId } = await seedInvoicedTask(t, cast);
    const { session, checkoutId } = await checkout(`/invoices/${invoiceId}/checkout`);
    // She pays by card while the shopper records 100.00 received in cash.
    await as(cast.shopperA)
      .post(`/invoices/${invoiceId}/payments`, { amount: '100.00', method: 'cash', paidOn: today() })
      .expect(201);
    await stripe.pay(session.id);
    expect(await repo(InvoicePayment).findBy({ invoiceId, method: 'card' })).toEqual([
      expect.objectContaining({ amount: '18.10' }),
    ]);
    expect(await repo(ClientCredit).findBy({ sourceId: checkoutId })).toEqual([
      expect.objectContaining({ amount: '100.00', reason: 'card-overpayment' }),
    ]);

    // The next invoice to her (2 x 22.49 = 44.98) is paid from it; 55.02 stays hers.
    const task = await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id });
    const coat = await seedItem(t.app, task.id, { name: 'Coat', quantity: 2, unitPrice: '19.99' });
    await as(cast.shopperA).post(`/tasks/${task.id}/invoice`).expect(201);
    const next = (
      await as(cast.shopperA)
        .post(`/tasks/${task.id}/finalize`, { selectedItems: [{ itemId: coat.id, quantity: 2 }] })
        .expect(200)
    ).body;
    expect(next).toMatchObject({ invoice: { status: 'PAID' }, amountPaid: '44.98' });
    expect(next.payments).toEqual([expect.objectContaining({ method: 'credit', amount: '44.98' })]);
    const ledger = await repo(ClientCredit).findBy({ shopperId: cast.shopperA.id, clientId: cast.clientA.id });
    expect(ledger.reduce((sum, row) => sum + Number(row.amount) * 100, 0)).toBe(5_502);
  });

  it('records nothing for an event that does not match what the checkout asked for, or is not signed', async () => {
    const { invoiceId } = await seedInvoicedTask(t, cast);
    const { session, checkoutId } = await checkout(`/invoices/${invoiceId}/checkout`);
    session.status = 'complete';
    session.payment_status = 'paid';
    const cheaper = stripe.eventFor('checkout.session.completed', { ...session, amount_total: 100 }, session.account);
    expect((await stripe.deliver(cheaper)).status).toBe(200);
    const elsewhere = stripe.eventFor('checkout.session.completed', { ...session }, 'acct_someone_else');
    expect((await stripe.deliver(elsewhere)).status).toBe(200);
    expect(await checkoutStatus(checkoutId)).toBe('OPEN');

    const event = stripe.eventFor('checkout.session.completed', { ...session }, session.account);
    const webhook = (signature: string | null, body = JSON.stringify(event)) =>
      fetch(stripe.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(signature && { 'Stripe-Signature': signature }) },
        body,
      });
    expect((await webhook(null)).status).toBe(400);
    const forged = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    const refused = await webhook(forged);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'The webhook signature is missing or does not match.',
    );
    expect(await repo(InvoicePayment).countBy({ invoiceId, method: 'card' })).toBe(0);
  });

  describe('money owed back after a return', () => {
    const recordReturn = (invoiceId: string, itemId: string, quantity: number) =>
      as(cast.shopperA)
        .post(`/invoices/${invoiceId}/credit-notes`, { lines: [{ itemId, quantity }] })
        .expect(201);
    const refund = (invoiceId: string, body: object) => as(cast.shopperA).post(`/invoices/${invoiceId}/refunds`, body);

    it('refunds a card payment to the card, once, and counts it given back when Stripe confirms it', async () => {
      const { taskId, invoiceId, blazer, scarf } = await seedInvoicedTask(t, cast);
      const { session } = await checkout(`/invoices/${invoiceId}/checkout`);
      await stripe.pay(session.id);
      // The scarf comes back: 45.00 + 5.63 of fee = 50.63 owed back.
      await recordReturn(invoiceId, scarf.id, 1);
      expect(await invoiceOf(taskId)).toMatchObject({ invoice: { status: 'PAID' }, owedBack: '50.63' });
      expect((await as(cast.clientA).get(`/tasks/${taskId}/invoice`).expect(200)).body.owedBack).toBe('50.63');

      const refunded = (await refund(invoiceId, { method: 'card' }).expect(201)).body;
      expect(refunded).toMatchObject({
        owedBack: '0.00',
        refunds: [{ amount: '50.63', method: 'card', status: 'PENDING' }],
      });
      const sent = [...stripe.refunds.values()];
      expect(sent).toEqual([
        expect.objectContaining({ amount: 5_063, payment_intent: session.payment_intent, account: session.account }),
      ]);
      expect((await refund(invoiceId, { method: 'card' }).expect(409)).body.message).toBe(
        'Nothing is owed back on this invoice.',
      );
      await stripe.settleRefund(sent[0]!.id, 'succeeded');
      expect((await invoiceOf(taskId)).refunds[0].status).toBe('SUCCEEDED');

      // A second return whose refund the bank fails is owed back again, then kept as her credit.
      await recordReturn(invoiceId, blazer.id, 1);
      await refund(invoiceId, { method: 'card' }).expect(201);
      const failing = [...stripe.refunds.values()].find((given) => given.status === 'pending')!;
      expect(failing.amount).toBe(2_249);
      await stripe.settleRefund(failing.id, 'failed');
      expect(await invoiceOf(taskId)).toMatchObject({ owedBack: '22.49' });
      const kept = (await refund(invoiceId, { method: 'credit' }).expect(201)).body;
      expect(kept).toMatchObject({ owedBack: '0.00' });
      expect(kept.refunds.map((given: { status: string }) => given.status)).toEqual([
        'SUCCEEDED',
        'FAILED',
        'SUCCEEDED',
      ]);
      expect(await repo(ClientCredit).findBy({ sourceId: kept.refunds[2].id })).toEqual([
        expect.objectContaining({ amount: '22.49', reason: 'refund-kept' }),
      ]);
    });

    it('records money given back another way, never more than is owed back, and no card refund without a card payment', async () => {
      const { taskId, invoiceId, scarf } = await seedInvoicedTask(t, cast, { paid: true });
      expect((await refund(invoiceId, { method: 'zelle' }).expect(409)).body.message).toBe(
        'Nothing is owed back on this invoice.',
      );
      await recordReturn(invoiceId, scarf.id, 1);
      expect((await refund(invoiceId, { method: 'card' }).expect(409)).body.message).toBe(
        'Nothing on this invoice was paid by card through Atelier: record how you gave the money back.',
      );
      expect((await refund(invoiceId, { method: 'zelle', amount: '60' }).expect(409)).body.message).toBe(
        'This is more than the $50.63 owed back on the invoice.',
      );
      expect((await refund(invoiceId, { method: 'teleport' }).expect(400)).body.message).toEqual([
        'Choose how the money goes back',
      ]);
      await refund(invoiceId, { method: 'zelle', amount: '50', reference: 'Zelle 88412', refundedOn: today() }).expect(
        201,
      );
      const view = await invoiceOf(taskId);
      expect(view).toMatchObject({ owedBack: '0.63' });
      expect(view.refunds[0]).toMatchObject({ method: 'zelle', status: 'SUCCEEDED', reference: 'Zelle 88412' });
      expect(
        (await as(cast.clientA).post(`/invoices/${invoiceId}/refunds`, { method: 'cash' }).expect(403)).status,
      ).toBe(403);
    });

    it('emails the client a card refund once Stripe confirms it, once however its events arrive, and never a failed one', async () => {
      const { taskId, invoiceId, blazer, scarf } = await seedInvoicedTask(t, cast);
      const invoiceNumber: string = (await invoiceOf(taskId)).invoice.invoiceNumber;
      const { session } = await checkout(`/invoices/${invoiceId}/checkout`);
      await stripe.pay(session.id);
      const refundEmails = (refundId: string) => repo(EmailRecord).findBy({ kind: 'refund-sent', subjectId: refundId });
      const sentToCard = (amount: number) =>
        [...stripe.refunds.values()].find(
          (given) => given.payment_intent === session.payment_intent && given.amount === amount,
        )!;

      await recordReturn(invoiceId, scarf.id, 1);
      const pending = (await refund(invoiceId, { method: 'card' }).expect(201)).body.refunds[0];
      expect(pending.status).toBe('PENDING');
      expect(await refundEmails(pending.id)).toEqual([]);

      // Stripe confirms it with two deliveries of one event at the same moment, then again with
      // charge.refunded, itself delivered twice.
      const given = sentToCard(5_063);
      given.status = 'succeeded';
      const updated = stripe.eventFor('refund.updated', { ...given }, given.account);
      expect((await Promise.all([stripe.deliver(updated), stripe.deliver(updated)])).map((a) => a.status)).toEqual([
        200, 200,
      ]);
      const charged = await stripe.settleRefund(given.id, 'succeeded');
      expect((await stripe.deliver(charged.event)).status).toBe(200);
      const { mail } = await inbox.waitFor(cast.clientA.email, new RegExp(`^Refund: \\$50\\.63 for ${invoiceNumber}$`));
      expect(mail.text).toContain(`for invoice ${invoiceNumber} (`);
      expect(mail.text).toContain(`): Refund to card · ${session.payment_intent}.`);
      expect((await invoiceOf(taskId)).refunds[0].status).toBe('SUCCEEDED');
      expect(await refundEmails(pending.id)).toHaveLength(1);

      // A refund the bank fails is not told of.
      await recordReturn(invoiceId, blazer.id, 1);
      const failing = (await refund(invoiceId, { method: 'card' }).expect(201)).body.refunds[1];
      await stripe.settleRefund(sentToCard(2_249).id, 'failed');
      expect((await invoiceOf(taskId)).refunds[1].status).toBe('FAILED');
      expect(await refundEmails(failing.id)).toEqual([]);
      const toClient = inbox.to(cast.clientA.email, new RegExp(`^Refund: .* for ${invoiceNumber}$`));
      expect(toClient.map((received) => received.mail.subject)).toEqual([`Refund: $50.63 for ${invoiceNumber}`]);
    });
  });
});
