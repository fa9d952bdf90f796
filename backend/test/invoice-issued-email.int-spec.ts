import request from 'supertest';
import sharp from 'sharp';
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
const INVOICE_SUBJECT = /^Invoice INV-\d{4}-\d{4} from Avery Shopper: \$118\.10 due [A-Z][a-z]{2} \d{1,2}, \d{4}$/;

// Each invoice email prints its PDF in Chromium.
jest.setTimeout(60_000);

/** The invoice email at finalize, and the withdrawal when a sent invoice is voided. */
describe(`invoice emails (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    t = await createTestApp({ SMTP_URL: inbox.url, APP_URL });
    cast = await registerCast(t.http);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const as = (account: TestAccount) => apiAs(t.http, account);
  const patchShopper = (body: object) =>
    request(t.http)
      .patch('/api/shoppers/me')
      .set({ Authorization: `Bearer ${cast.shopperA.token}` })
      .send(body);
  const emailsOf = (subjectId: string) =>
    t.app
      .get(DataSource)
      .getRepository(EmailRecord)
      .find({ where: { subjectId }, order: { createdAt: 'ASC' } });

  it('emails the client her invoice at once, with its lines, due date, a way to pay and the PDF, whatever her digest settings', async () => {
    await as(cast.clientA).put('/me/email-preferences', { messages: false, itemsAndComments: false, invoices: false });
    const { taskId, invoiceId } = await seedInvoicedTask(t, cast);
    const invoice = (await as(cast.clientA).get(`/tasks/${taskId}/invoice`).expect(200)).body.invoice;
    const { mail } = await inbox.waitFor(cast.clientA.email, INVOICE_SUBJECT);
    expect(mail.subject).toContain(invoice.invoiceNumber);
    expect(mail.text).toMatch(/^Hi \w+,/);
    expect(mail.text).toContain(`Avery Shopper sent you invoice ${invoice.invoiceNumber} for`);
    expect(mail.text).toMatch(/\$118\.10 is due by [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    expect(mail.text).toContain('Linen blazer × 3: $67.47');
    expect(mail.text).toContain('Silk scarf: $50.63');
    expect(mail.text).toContain('Total: $118.10');
    // No card payments and no payment link: the button leads to the invoice on her task.
    expect(mail.text).toContain(`View invoice: ${APP_URL}/tasks/${taskId}`);
    expect(mail.html).toContain('Avery Shopper');

    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: `${invoice.invoiceNumber}.pdf` });
    const printed = pdfText(pdf.content);
    expect(printed).toContain(invoice.invoiceNumber);
    expect(printed).toContain('$118.10');

    const records = await eventually(async () => {
      const all = await emailsOf(invoiceId);
      return all.every((record) => record.status === 'sent') ? all : undefined;
    });
    expect(records.map((record) => [record.kind, record.recipient])).toEqual([['invoice-issued', cast.clientA.email]]);
  });

  it("prints the shopper's letterhead and leads its Pay button to her payment link, with her instructions", async () => {
    const logo = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#8f6300' } })
      .png()
      .toBuffer();
    const upload = await request(t.http)
      .post('/api/shoppers/me/logo')
      .set({ Authorization: `Bearer ${cast.shopperA.token}` })
      .attach('file', logo, { filename: 'logo.png', contentType: 'image/png' })
      .expect(201);
    await patchShopper({
      businessName: 'Avery & Co. Styling',
      businessAddress: '12 Grove St\nBrooklyn, NY 11201',
      paymentLink: 'https://pay.example.com/avery',
      paymentInstructions: 'Zelle to avery@example.com',
      logoUrl: upload.body.url,
    }).expect(200);
    try {
      await seedInvoicedTask(t, cast);
      const { mail } = await inbox.waitFor(cast.clientA.email, INVOICE_SUBJECT, 2);
      expect(mail.text).toContain('Pay $118.10: https://pay.example.com/avery');
      expect(mail.text).toContain('Zelle to avery@example.com');
      expect(mail.html).toContain('Avery &amp; Co. Styling');
      expect(mail.html).toContain('Brooklyn, NY 11201');
      const shown = mail.attachments.find((attachment) => attachment.cid === 'letterhead-logo');
      expect(shown).toMatchObject({ contentType: 'image/png' });
      // The logo's WebP thumbnail (once the images job made it) is sent as PNG; mailparser inlines
      // the image the HTML names by its cid.
      expect(mail.html).toContain('src="data:image/png;base64,');
    } finally {
      await patchShopper({
        businessName: null,
        businessAddress: null,
        paymentLink: null,
        paymentInstructions: null,
        logoUrl: null,
      }).expect(200);
    }
  });

  it('tells the client a voided invoice she was sent is withdrawn', async () => {
    const { invoiceId } = await seedInvoicedTask(t, cast);
    const sent = await inbox.waitFor(cast.clientA.email, INVOICE_SUBJECT, 3);
    await as(cast.shopperA).patch(`/invoices/${invoiceId}/void`).expect(200);
    const number = sent.mail.subject!.match(/INV-\d{4}-\d{4}/)![0];
    const { mail } = await inbox.waitFor(cast.clientA.email, new RegExp(`^Invoice ${number} withdrawn$`));
    expect(mail.text).toContain(`Avery Shopper withdrew invoice ${number} ($118.10) for`);
    expect(mail.text).toContain('You do not need to pay it.');
    const kinds = await eventually(async () => {
      const records = await emailsOf(invoiceId);
      return records.every((record) => record.status === 'sent') ? records.map((record) => record.kind) : undefined;
    });
    expect(kinds).toEqual(['invoice-issued', 'invoice-withdrawn']);
  });

  it('does not tell her of the withdrawal of an invoice whose email never reached her', async () => {
    // Her mail server turns the invoice email away for good.
    inbox.refuse.add(cast.clientA.email);
    const { invoiceId } = await seedInvoicedTask(t, cast);
    await eventually(async () => ((await emailsOf(invoiceId))[0]?.status === 'failed' ? true : undefined));
    inbox.refuse.delete(cast.clientA.email);
    await as(cast.shopperA).patch(`/invoices/${invoiceId}/void`).expect(200);
    const statuses = await eventually(async () => {
      const records = await emailsOf(invoiceId);
      return records.length === 2 && records[1].status !== 'queued'
        ? records.map((record) => [record.kind, record.status])
        : undefined;
    });
    expect(statuses).toEqual([
      ['invoice-issued', 'failed'],
      ['invoice-withdrawn', 'skipped'],
    ]);
  });
});
