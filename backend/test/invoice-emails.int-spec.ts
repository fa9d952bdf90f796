import { DataSource } from 'typeorm';
import { EmailRecord } from '../src/modules/email/email-record.entity';
import type { TestAccount } from './support/accounts';
import { eventually } from './support/eventually';
import { apiAs, seedInvoicedTask } from './support/invoiced-task';
import { pdfText } from './support/pdf-text';
import { type Cast, registerCast } from './support/shopping-fixtures';
import { SmtpInbox } from './support/smtp-inbox';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

const APP_URL = 'https://atelier.example';

// Each credit note's PDF is printed by Chromium, which starts cold.
jest.setTimeout(30_000);

const today = () => new Date().toISOString().slice(0, 10);
const escaped = (text: string) => text.replace(/[$.()]/g, '\\$&');

/**
 * What the client is emailed about returns and refunds she did not make herself, over real SMTP:
 * each credit note with its PDF and what the invoice asks for after it, each refund made by hand.
 * Refunds to the card are in card-payments.int-spec.ts, beside the Stripe-compatible server.
 */
describe(`emails about returns and refunds (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    t = await createTestApp({ SMTP_URL: inbox.url, APP_URL });
    cast = await registerCast(t.http);
    // Transactional: sent whatever her digest settings.
    await as(cast.clientA)
      .put('/me/email-preferences', { messages: false, itemsAndComments: false, invoices: false })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const as = (account: TestAccount) => apiAs(t.http, account);
  const shopper = () => as(cast.shopperA);
  const recordReturn = async (invoiceId: string, itemId: string, quantity = 1) =>
    (
      await shopper()
        .post(`/invoices/${invoiceId}/credit-notes`, { lines: [{ itemId, quantity }] })
        .expect(201)
    ).body as { id: string; number: string };
  const invoiceNumberOf = async (taskId: string): Promise<string> =>
    (await shopper().get(`/tasks/${taskId}/invoice`).expect(200)).body.invoice.invoiceNumber;
  /** The mail to client A whose subject is exactly `subject`, once it has arrived. */
  const mailTitled = (subject: string) => inbox.waitFor(cast.clientA.email, new RegExp(`^${escaped(subject)}$`));
  /** The emails recorded about one record: how many were ever asked for. */
  const emailsAbout = (subjectId: string) => t.app.get(DataSource).getRepository(EmailRecord).findBy({ subjectId });

  describe('a return', () => {
    it('on a due invoice emails the credit note, its PDF attached, and what is now due', async () => {
      const { taskId, invoiceId, scarf } = await seedInvoicedTask(t, cast);
      const invoiceNumber = await invoiceNumberOf(taskId);
      const note = await recordReturn(invoiceId, scarf.id);
      // 118.10 billed, the scarf's 45.00 + 5.63 of fee back.
      const { mail } = await mailTitled(`Return recorded: $50.63 credited on ${invoiceNumber}`);
      expect(mail.text).toMatch(/^Hi \w+,/);
      expect(mail.text).toContain(`Avery Shopper recorded a return of $50.63 on invoice ${invoiceNumber} (`);
      expect(mail.text).toContain(`): credit note ${note.number}.`);
      expect(mail.text).toContain('$67.47 is now due on this invoice.');
      expect(mail.text).toContain(`View invoice: ${APP_URL}/tasks/${taskId}`);
      expect(mail.headers.has('list-unsubscribe')).toBe(false);
      expect(mail.attachments).toHaveLength(1);
      const [pdf] = mail.attachments;
      expect(pdf.contentType).toBe('application/pdf');
      expect(pdf.filename).toBe(`${note.number}.pdf`);
      const printed = pdfText(pdf.content);
      expect(printed).toContain('CREDIT NOTE');
      expect(printed).toContain(`Against invoice ${invoiceNumber}`);
      expect((await emailsAbout(note.id)).map((email) => [email.kind, email.recipient])).toEqual([
        ['credit-note-issued', cast.clientA.email],
      ]);
    });

    it('on a paid invoice says what is coming back to her', async () => {
      const { taskId, invoiceId, scarf } = await seedInvoicedTask(t, cast, { paid: true });
      const invoiceNumber = await invoiceNumberOf(taskId);
      await recordReturn(invoiceId, scarf.id);
      const { mail } = await mailTitled(`Return recorded: $50.63 credited on ${invoiceNumber}`);
      expect(mail.text).toContain(
        '$50.63 is coming back to you: your shopper will refund it or keep it as your credit.',
      );
      expect(mail.text).not.toContain('now due');
    });

    it('that leaves nothing to pay says so', async () => {
      const { taskId, invoiceId, scarf } = await seedInvoicedTask(t, cast);
      const invoiceNumber = await invoiceNumberOf(taskId);
      await shopper()
        .post(`/invoices/${invoiceId}/payments`, { amount: '67.47', method: 'cash', paidOn: today() })
        .expect(201);
      await recordReturn(invoiceId, scarf.id);
      const { mail } = await mailTitled(`Return recorded: $50.63 credited on ${invoiceNumber}`);
      expect(mail.text).toContain('Nothing is due on this invoice.');
    });
  });

  describe('a refund made by hand', () => {
    it('emails the money given back once: amount, how, reference, invoice and task', async () => {
      const { taskId, invoiceId, scarf } = await seedInvoicedTask(t, cast, { paid: true });
      const invoiceNumber = await invoiceNumberOf(taskId);
      await recordReturn(invoiceId, scarf.id);
      const view = (
        await shopper()
          .post(`/invoices/${invoiceId}/refunds`, { method: 'zelle', reference: 'Zelle 88412', refundedOn: today() })
          .expect(201)
      ).body;
      const { mail } = await mailTitled(`Refund: $50.63 for ${invoiceNumber}`);
      expect(mail.text).toMatch(/^Hi \w+,/);
      expect(mail.text).toMatch(
        new RegExp(`Avery Shopper refunded you \\$50\\.63 on \\w+ \\d+, \\d{4} for invoice ${invoiceNumber} \\(`),
      );
      expect(mail.text).toContain('): Zelle · Zelle 88412.');
      expect(mail.text).toContain(`View invoice: ${APP_URL}/tasks/${taskId}`);
      expect(mail.text).not.toContain('next invoice');
      const sent = await eventually(async () => {
        const emails = await emailsAbout(view.refunds[0].id);
        return emails.every((email) => email.status === 'sent') ? emails : null;
      });
      expect(sent.map((email) => email.kind)).toEqual(['refund-sent']);
      expect(inbox.to(cast.clientA.email, new RegExp(`^Refund: .* for ${invoiceNumber}$`))).toHaveLength(1);
    });

    it('kept as her credit says it comes off her next invoice', async () => {
      const { taskId, invoiceId, scarf } = await seedInvoicedTask(t, cast, { paid: true });
      const invoiceNumber = await invoiceNumberOf(taskId);
      await recordReturn(invoiceId, scarf.id);
      await shopper().post(`/invoices/${invoiceId}/refunds`, { method: 'credit', amount: '20.00' }).expect(201);
      const { mail } = await mailTitled('Credit: $20.00 kept for your next invoice');
      expect(mail.text).toContain(`Avery Shopper kept $20.00 owed back on invoice ${invoiceNumber} (`);
      expect(mail.text).toContain(': Kept as credit.');
      expect(mail.text).toContain('It is taken off your next invoice with Avery Shopper automatically.');
    });
  });
});
