import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobQueue } from '../src/infra/queue/job-queue';
import type { PayloadOf } from '../src/infra/queue/queue-definitions';
import { EmailRecord } from '../src/modules/email/email-record.entity';
import { Invoice } from '../src/modules/invoices/entities/invoice.entity';
import { formatDay } from '../src/modules/invoices/pdf/invoice-document';
import { InvoiceReminder } from '../src/modules/invoices/reminders/entities/invoice-reminder.entity';
import { PaymentRemindersJob } from '../src/modules/invoices/reminders/jobs/payment-reminders.job';
import { PaymentReminderEmailComposer } from '../src/modules/invoices/reminders/payment-reminder-email.composer';
import { PaymentReminderSweep } from '../src/modules/invoices/reminders/payment-reminder-sweep';
import { type ReminderStage, stageTime } from '../src/modules/invoices/reminders/reminder-stages';
import type { TestAccount } from './support/accounts';
import { eventually } from './support/eventually';
import { apiAs, seedInvoicedTask } from './support/invoiced-task';
import { type Cast, registerCast } from './support/shopping-fixtures';
import { SmtpInbox } from './support/smtp-inbox';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

const APP_URL = 'https://atelier.example';
const PAY_LINK = 'https://pay.example.com/avery';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

// Every invoice finalized here is emailed with its PDF, printed in Chromium.
jest.setTimeout(60_000);

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const later = (moment: Date, ms: number) => new Date(moment.getTime() + ms);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Payment reminders on the real API and mail server: the sweep is called with the moments the
 * rules name (derived from each invoice's due date), as the hourly job would call it then.
 */
describe(`payment reminders (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;
  let inbox: SmtpInbox;
  let db: DataSource;

  const patchShopper = (body: object) =>
    request(t.http).patch('/api/shoppers/me').set(bearer(cast.shopperA)).send(body).expect(200);

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    t = await createTestApp({ SMTP_URL: inbox.url, APP_URL });
    db = t.app.get(DataSource);
    cast = await registerCast(t.http);
    await patchShopper({ paymentLink: PAY_LINK, paymentInstructions: 'Zelle to avery@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });
  // Each sweep looks at every invoice of the database: those of a test done leave the sweeps.
  afterEach(() => db.getRepository(Invoice).update({ status: 'DUE' }, { status: 'PAID' }));

  const shopper = () => apiAs(t.http, cast.shopperA);
  const sweep = (now: Date) => t.app.get(PaymentReminderSweep).run(now);

  /** A DUE invoice of $118.10 to client A, with the dates the reminders follow. */
  async function dueInvoice() {
    const { taskId, invoiceId } = await seedInvoicedTask(t, cast);
    const invoice = await db.getRepository(Invoice).findOneByOrFail({ id: invoiceId });
    const dueDate = invoice.dueDate!;
    return {
      taskId,
      invoiceId,
      number: invoice.invoiceNumber!,
      dueDate,
      finalizedAt: invoice.finalizedAt!,
      at: (stage: ReminderStage) => stageTime(dueDate, stage),
    };
  }

  const stagesOf = async (invoiceId: string) =>
    (await db.getRepository(InvoiceReminder).find({ where: { invoiceId }, order: { createdAt: 'ASC' } })).map(
      (reminder) => reminder.stage,
    );
  const reminderEmails = (invoiceId: string) =>
    db
      .getRepository(EmailRecord)
      .find({ where: { kind: 'payment-reminder', subjectId: invoiceId }, order: { createdAt: 'ASC' } });
  const mailFor = (subject: string) =>
    inbox.waitFor(cast.clientA.email, new RegExp(`^${subject.replace(/[$.]/g, '\\$&')}$`));

  it('reminds the day before, on the day and two days after, each once from 14:00 UTC, with a Pay button', async () => {
    const { invoiceId, number, dueDate, at } = await dueInvoice();
    const due = formatDay(dueDate);

    expect(await sweep(later(at('before'), -1))).toBe(0);
    expect(await sweep(at('before'))).toBe(1);
    const before = await mailFor(`Reminder: $118.10 is due tomorrow for ${number}`);
    expect(before.mail.text).toMatch(/^Hi Test,\n/);
    expect(before.mail.text).toContain(
      `Your invoice ${number} from Avery Shopper for Spring wardrobe refresh is due tomorrow, ${due}: $118.10 is left to pay.`,
    );
    expect(before.mail.text).toContain(`Pay $118.10: ${PAY_LINK}`);
    expect(before.mail.text).toContain('Zelle to avery@example.com');
    expect(before.mail.text).toContain(`Email settings: ${APP_URL}/settings`);
    expect(before.mail.html).toContain(`href="${PAY_LINK}"`);
    expect(before.mail.html).toContain(
      'A reminder about an unpaid invoice from Avery Shopper, your personal shopper on Atelier.',
    );
    const unsubscribe = before.link(`${APP_URL}/unsubscribe?token=`);
    const listUnsubscribe = before.mail.headerLines.find((line) => line.key === 'list-unsubscribe');
    expect(listUnsubscribe?.line.replace(/\r\n[ \t]+/g, ' ')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    // Swept again in the same hour, or the next: sent already.
    expect(await sweep(later(at('before'), HOUR_MS))).toBe(0);

    expect(await sweep(at('due'))).toBe(1);
    const onTheDay = await mailFor(`$118.10 is due today for ${number}`);
    expect(onTheDay.mail.text).toContain(`is due today, ${due}: $118.10 is left to pay.`);
    expect(await sweep(later(at('due'), HOUR_MS))).toBe(0);

    expect(await sweep(at('overdue'))).toBe(1);
    const overdue = await mailFor(`Overdue: $118.10 for ${number} was due ${due}`);
    expect(overdue.mail.text).toContain(`was due ${due}: $118.10 is still unpaid.`);
    expect(await sweep(later(at('overdue'), HOUR_MS))).toBe(0);
    expect(await sweep(later(at('overdue'), DAY_MS))).toBe(0);

    expect(await stagesOf(invoiceId)).toEqual(['before', 'due', 'overdue']);
    const emails = await eventually(async () => {
      const records = await reminderEmails(invoiceId);
      return records.every((record) => record.status === 'sent') && records;
    });
    expect(emails.map((record) => [record.recipient, record.context?.reminderStage])).toEqual([
      [cast.clientA.email, 'before'],
      [cast.clientA.email, 'due'],
      [cast.clientA.email, 'overdue'],
    ]);
  });

  it('reminds of what is left after a part payment, and stops once the invoice is paid', async () => {
    const { invoiceId, number, at } = await dueInvoice();
    await shopper()
      .post(`/invoices/${invoiceId}/payments`, { amount: '100.00', method: 'zelle', paidOn: today() })
      .expect(201);
    expect(await sweep(at('before'))).toBe(1);
    const before = await mailFor(`Reminder: $18.10 is due tomorrow for ${number}`);
    expect(before.mail.text).toContain(`Pay $18.10: ${PAY_LINK}`);

    await shopper().patch(`/invoices/${invoiceId}/pay`).expect(200);
    expect(await sweep(at('due'))).toBe(0);
    expect(await sweep(at('overdue'))).toBe(0);
    expect(await stagesOf(invoiceId)).toEqual(['before']);
  });

  it('skips a reminder written before the invoice was paid or voided: it is composed when sent', async () => {
    const composer = t.app.get(PaymentReminderEmailComposer);
    const paid = await dueInvoice();
    expect(await sweep(paid.at('before'))).toBe(1);
    const [reminder] = await reminderEmails(paid.invoiceId);
    expect(await composer.compose(reminder!)).toMatchObject({
      subject: `Reminder: $118.10 is due tomorrow for ${paid.number}`,
    });
    await shopper().patch(`/invoices/${paid.invoiceId}/pay`).expect(200);
    expect(await composer.compose(reminder!)).toBeNull();

    const voided = await dueInvoice();
    expect(await sweep(voided.at('before'))).toBe(1);
    const [withdrawn] = await reminderEmails(voided.invoiceId);
    await shopper().patch(`/invoices/${voided.invoiceId}/void`).expect(200);
    expect(await composer.compose(withdrawn!)).toBeNull();
  });

  it('sends nothing about a voided invoice', async () => {
    const { invoiceId, at } = await dueInvoice();
    await shopper().patch(`/invoices/${invoiceId}/void`).expect(200);
    for (const stage of ['before', 'due', 'overdue'] as const) expect(await sweep(at(stage))).toBe(0);
    expect(await stagesOf(invoiceId)).toEqual([]);
    expect(await reminderEmails(invoiceId)).toEqual([]);
  });

  it('sends nothing to a client who turned reminders off, and records nothing, so turning them on sends the next', async () => {
    const client = apiAs(t.http, cast.clientA);
    const off = await client.put('/me/email-preferences', { paymentReminders: false }).expect(200);
    expect(off.body.paymentReminders).toBe(false);
    try {
      const { invoiceId, at } = await dueInvoice();
      expect(await sweep(at('before'))).toBe(0);
      expect(await sweep(at('due'))).toBe(0);
      expect(await stagesOf(invoiceId)).toEqual([]);
      expect(await reminderEmails(invoiceId)).toEqual([]);

      await client.put('/me/email-preferences', { paymentReminders: true }).expect(200);
      expect(await sweep(later(at('due'), HOUR_MS))).toBe(1);
      expect(await stagesOf(invoiceId)).toEqual(['due']);
    } finally {
      await client.put('/me/email-preferences', { paymentReminders: true }).expect(200);
    }
  });

  it('reminds of an invoice due on receipt only when it is overdue: the invoice email was the notice that day', async () => {
    await patchShopper({ paymentTermDays: 0 });
    try {
      const { invoiceId, number, dueDate, finalizedAt, at } = await dueInvoice();
      expect(dueDate).toBe(finalizedAt.toISOString().slice(0, 10));
      expect(await sweep(later(finalizedAt, 60_000))).toBe(0);
      expect(await sweep(at('due'))).toBe(0);
      expect(await sweep(later(at('overdue'), -1))).toBe(0);
      expect(await sweep(at('overdue'))).toBe(1);
      await mailFor(`Overdue: $118.10 for ${number} was due ${formatDay(dueDate)}`);
      expect(await stagesOf(invoiceId)).toEqual(['overdue']);
    } finally {
      await patchShopper({ paymentTermDays: 7 });
    }
  });

  it('sends nothing stale: a sweep long after the last stage, as after an outage, sends none', async () => {
    const { invoiceId, at } = await dueInvoice();
    expect(await sweep(later(at('overdue'), 2 * DAY_MS))).toBe(0);
    expect(await sweep(later(at('overdue'), 30 * DAY_MS))).toBe(0);
    // A sweep that missed the first two stages sends the latest alone.
    expect(await sweep(later(at('overdue'), DAY_MS))).toBe(1);
    expect(await stagesOf(invoiceId)).toEqual(['overdue']);
  });

  it('writes one reminder when sweeps run at the same time, as on several workers', async () => {
    const { invoiceId, at } = await dueInvoice();
    const written = await Promise.all([sweep(at('before')), sweep(at('before')), sweep(later(at('before'), 1))]);
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await stagesOf(invoiceId)).toEqual(['before']);
    expect(await reminderEmails(invoiceId)).toHaveLength(1);
  });
});

/** The hourly job that calls the sweep, where the jobs run. */
describe(`payment reminder schedule (${testDatabaseMode()})`, () => {
  it('sweeps when a process that runs the jobs boots, and once an hour however often it is asked', async () => {
    const process = jest.spyOn(PaymentRemindersJob.prototype, 'process');
    const run = jest.spyOn(PaymentReminderSweep.prototype, 'run');
    const t = await createTestApp();
    try {
      // The job's process() names no parameter; the queue hands it the payload all the same.
      const hours = () => process.mock.calls.map((call) => (call as unknown as [PayloadOf<'reminders'>])[0].hour);
      const [hour] = await eventually(async () => hours().length > 0 && hours());
      expect(hour).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}$/);
      await eventually(async () => run.mock.calls.length === 1);
      // Another process asking for the same hour's sweep: the queue knows it, nothing runs.
      const queue = t.app.get(JobQueue);
      await queue.enqueue('reminders', { hour }, { jobId: `payment-reminders-${hour}` });
      await queue.enqueueAndWait('reminders', { hour: 'next' }, { jobId: 'payment-reminders-next', timeoutMs: 15_000 });
      expect(hours()).toEqual([hour, 'next']);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      await t.close();
      process.mockRestore();
      run.mockRestore();
    }
  });
});
