import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/bootstrap/configure-app';
import { PasswordResetToken } from '../src/modules/auth/password-reset/password-reset-token.entity';
import { OVERDUE_DIGEST_GRACE_MS } from '../src/modules/email/digests/digest-scheduler';
import { SendDigestJob } from '../src/modules/email/digests/jobs/send-digest.job';
import { PendingDigest } from '../src/modules/email/digests/pending-digest.entity';
import { EmailRecord } from '../src/modules/email/email-record.entity';
import { registerClient, registerShopper, TEST_PASSWORD, type TestAccount, uniqueEmail } from './support/accounts';
import { eventually } from './support/eventually';
import { seedTask } from './support/shopping-fixtures';
import { SmtpInbox } from './support/smtp-inbox';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

const APP_URL = 'https://atelier.test';
const DIGEST_DELAY_MS = 1_500;
/** Long enough for a digest that should not come to have come: the delay, then the jobs. */
const QUIET_MS = DIGEST_DELAY_MS + 2_000;
const INVALID_LINK = 'This reset link is invalid or has expired.';
const FORGOT_ANSWER = 'If an account exists for that email, we sent a link to reset the password.';

const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Email end to end over real SMTP (an smtp-server the test starts, parsed with mailparser): on
 * SQLite with the inline queue, and on MariaDB with Redis, BullMQ and a worker sending.
 */
describe(`email (${testDatabaseMode()})`, () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    t = await createTestApp({ SMTP_URL: inbox.url, APP_URL, EMAIL_DIGEST_DELAY_MS: String(DIGEST_DELAY_MS) });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const forgot = (email: string) => request(t.http).post('/api/auth/forgot-password').send({ email });
  const reset = (token: string, password: string) =>
    request(t.http).post('/api/auth/reset-password').send({ token, password });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const resetLinkFor = async (email: string, count = 1) =>
    (await inbox.waitFor(email, /Reset your Atelier password/, count)).link(`${APP_URL}/reset-password?token=`);

  describe('password reset', () => {
    it('answers the same for an unknown email, and mails only the account', async () => {
      const shopper = await registerShopper(t.http, { displayName: 'Harper Lane' });
      const unknown = uniqueEmail('nobody');
      const known = await forgot(shopper.email.toUpperCase()).expect(202);
      const missing = await forgot(unknown).expect(202);
      expect(known.body).toEqual({ message: FORGOT_ANSWER });
      expect(missing.body).toEqual(known.body);

      const mail = await inbox.waitFor(shopper.email, /Reset your Atelier password/);
      expect(mail.mail.text).toContain('Hi Harper Lane,');
      expect(mail.mail.html).toContain('Choose a new password');
      expect(mail.mail.from?.value).toEqual([{ name: 'Atelier', address: 'no-reply@localhost' }]);
      // Every link is built from APP_URL.
      for (const link of mail.mail.text!.match(/https?:\/\/\S+/g)!) expect(link.startsWith(`${APP_URL}/`)).toBe(true);
      // Security mail carries no unsubscribe header.
      expect(mail.mail.headers.has('list-unsubscribe')).toBe(false);

      const skipped = await eventually(() =>
        db.getRepository(EmailRecord).findOneBy({ recipient: unknown, status: 'skipped' }),
      );
      expect(skipped.kind).toBe('password-reset');
      expect(inbox.to(unknown)).toEqual([]);
    });

    it('sets the new password once, signs in, ends every other session and mails a notice', async () => {
      const client = await registerShopper(t.http);
      await forgot(client.email).expect(202);
      const token = tokenOf(await resetLinkFor(client.email));
      // Only the hash is stored.
      const stored = await db.getRepository(PasswordResetToken).find({ where: { userId: client.id } });
      expect(stored).toHaveLength(1);
      expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0].tokenHash).not.toContain(token);

      const done = await reset(token, 'brand-new-pass').expect(200);
      await request(t.http)
        .get('/api/me')
        .set(bearer({ token: done.body.token }))
        .expect(200);
      await request(t.http).get('/api/me').set(bearer(client)).expect(401);
      await request(t.http).post('/api/auth/login').send({ email: client.email, password: TEST_PASSWORD }).expect(401);
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: client.email, password: 'brand-new-pass' })
        .expect(200);

      const again = await reset(token, 'another-pass-1').expect(400);
      expect(again.body.message).toBe(INVALID_LINK);
      const notice = await inbox.waitFor(client.email, /Your password was changed/);
      expect(notice.mail.text).toContain('Every other device was signed out.');
    });

    it('refuses an expired, a superseded, an unknown and a malformed token', async () => {
      const user = await registerShopper(t.http);
      await forgot(user.email).expect(202);
      const first = tokenOf(await resetLinkFor(user.email));
      await forgot(user.email).expect(202);
      const second = tokenOf(await resetLinkFor(user.email, 2));
      expect((await reset(first, 'brand-new-pass').expect(400)).body.message).toBe(INVALID_LINK);

      await db
        .getRepository(PasswordResetToken)
        .update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1_000) });
      expect((await reset(second, 'brand-new-pass').expect(400)).body.message).toBe(INVALID_LINK);

      expect((await reset('A'.repeat(43), 'brand-new-pass').expect(400)).body.message).toBe(INVALID_LINK);
      expect((await reset('short', 'brand-new-pass').expect(400)).body.message).toEqual([INVALID_LINK]);
    });

    it('voids an outstanding link when the password is changed, and checks the new one', async () => {
      const user = await registerShopper(t.http);
      await forgot(user.email).expect(202);
      const token = tokenOf(await resetLinkFor(user.email));
      const short = await reset(token, 'abc').expect(400);
      expect(short.body.message).toEqual(['Password must be at least 8 characters long.']);
      await request(t.http)
        .post('/api/auth/change-password')
        .set(bearer(user))
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'changed-pass-1' })
        .expect(200);
      expect((await reset(token, 'brand-new-pass').expect(400)).body.message).toBe(INVALID_LINK);
      await inbox.waitFor(user.email, /Your password was changed/);
    });

    it('limits requests per email', async () => {
      const email = uniqueEmail('flood');
      for (let n = 0; n < 5; n++) await forgot(email).expect(202);
      const refused = await forgot(email).expect(429);
      expect(refused.body.message).toBe('Too many password reset requests. Please try again later.');
    });
  });

  describe('invitations', () => {
    let shopper: TestAccount;
    beforeAll(async () => {
      shopper = await registerShopper(t.http, { displayName: 'Harper Lane' });
    });
    const list = async () => (await request(t.http).get('/api/invite-codes').set(bearer(shopper)).expect(200)).body;

    it("emails the client the shopper's invitation and shows it was delivered", async () => {
      const clientEmail = uniqueEmail('invitee');
      const { body: code } = await request(t.http)
        .post('/api/invite-codes')
        .set(bearer(shopper))
        .send({ clientName: 'Jane Doe', clientEmail, message: 'So glad to be shopping for you!' })
        .expect(201);
      const mail = await inbox.waitFor(clientEmail, /Harper Lane invited you to Atelier/);
      expect(mail.mail.text).toContain('Hi Jane Doe,');
      expect(mail.mail.text).toContain('So glad to be shopping for you!');
      expect(mail.link(`${APP_URL}/register?code=`)).toBe(`${APP_URL}/register?code=${code.code}`);
      const sent = await eventually(async () =>
        (await list()).find(
          (c: { id: string; email: { status: string } }) => c.id === code.id && c.email.status === 'sent',
        ),
      );
      expect(sent.email).toMatchObject({ sendCount: 1, lastError: null });
    });

    it('resends at most once a minute, and not a used code', async () => {
      const clientEmail = uniqueEmail('invitee');
      const { body: code } = await request(t.http)
        .post('/api/invite-codes')
        .set(bearer(shopper))
        .send({ clientEmail })
        .expect(201);
      await inbox.waitFor(clientEmail);
      const soon = await request(t.http).post(`/api/invite-codes/${code.id}/resend`).set(bearer(shopper)).expect(429);
      expect(soon.body.message).toBe('The invitation was just sent. Please wait a minute before sending it again.');

      await db.getRepository(EmailRecord).update({ subjectId: code.id }, { createdAt: new Date(Date.now() - 120_000) });
      const resent = await request(t.http).post(`/api/invite-codes/${code.id}/resend`).set(bearer(shopper)).expect(202);
      expect(resent.body.email.sendCount).toBe(2);
      await inbox.waitFor(clientEmail, undefined, 2);

      const other = await registerShopper(t.http);
      await request(t.http).post(`/api/invite-codes/${code.id}/resend`).set(bearer(other)).expect(404);
      const aClient = await registerClient(t.http, { shopperId: shopper.id });
      await request(t.http).post(`/api/invite-codes/${code.id}/resend`).set(bearer(aClient)).expect(403);
      await request(t.http).post(`/api/invite-codes/${code.id}/resend`).expect(401);
      await registerClient(t.http, { inviteCode: code.code });
      const used = await request(t.http).post(`/api/invite-codes/${code.id}/resend`).set(bearer(shopper)).expect(409);
      expect(used.body.message).toBe('This invite code has already been used.');
    });

    it('records a refused address as failed, without retrying', async () => {
      const clientEmail = uniqueEmail('bounce');
      inbox.refuse.add(clientEmail);
      const { body: code } = await request(t.http)
        .post('/api/invite-codes')
        .set(bearer(shopper))
        .send({ clientEmail })
        .expect(201);
      const failed = await eventually(async () =>
        (await list()).find(
          (c: { id: string; email: { status: string } }) => c.id === code.id && c.email.status === 'failed',
        ),
      );
      expect(failed.email.lastError).toMatch(/No such mailbox/);
      const record = await db.getRepository(EmailRecord).findOneByOrFail({ subjectId: code.id });
      expect(record.attempts).toBe(1);
    });
  });

  describe('digests', () => {
    let shopper: TestAccount;
    let client: TestAccount;
    beforeAll(async () => {
      shopper = await registerShopper(t.http, { displayName: 'Harper Lane' });
      client = await registerClient(t.http, { shopperId: shopper.id, displayName: 'Casey Client' });
    });

    const newTask = (title = 'Lake house living room') =>
      seedTask(t.app, { shopperId: shopper.id, clientId: client.id }, { title });
    const addItem = (http: App, taskId: string, name: string, unitPrice: string) =>
      request(http)
        .post(`/api/tasks/${taskId}/items`)
        .set(bearer(shopper))
        .send({ name, unitPrice, quantity: 1 })
        .expect(201);
    const say = (http: App, account: TestAccount, taskId: string, content: string) =>
      request(http).post(`/api/tasks/${taskId}/messages`).set(bearer(account)).send({ content }).expect(201);
    const digestsTo = (email: string, title: string) => inbox.to(email, new RegExp(`on '${title}'$`));

    it('sends one digest for a burst of events, with the items, the message and a way out', async () => {
      const task = await newTask();
      await addItem(t.http, task.id, 'Linen sofa', '1299.00');
      await addItem(t.http, task.id, 'Wool throw', '89.50');
      await say(t.http, shopper, task.id, 'Two picks for the lake house, tell me what you think!');

      const digest = await inbox.waitFor(client.email, /on 'Lake house living room'$/);
      expect(digest.mail.subject).toBe("Harper Lane added 2 items and sent a message on 'Lake house living room'");
      const text = digest.mail.text!;
      // What she pays for each, the shopper's 12.5 % fee in it, as on her item cards: 1299.00 +
      // 162.38 (162.375) and 89.50 + 11.19 (11.1875).
      expect(text).toContain('Linen sofa: $1,461.38');
      expect(text).toContain('Wool throw: $100.69');
      expect(text).not.toContain('$1,299.00');
      expect(text).toContain('> Two picks for the lake house, tell me what you think!');
      expect(text).toContain(`${APP_URL}/tasks/${task.id}`);
      expect(digest.mail.html).toContain('Linen sofa');
      // Header lines as sent, unfolded (a long one continues on the next line after CRLF).
      const header = (name: string) =>
        digest.mail.headerLines.find((line) => line.key === name)?.line.replace(/\r\n[ \t]+/g, ' ');
      const unsubscribeUrl = header('list-unsubscribe')!.match(/^List-Unsubscribe: +<(.+)>$/i)![1];
      expect(unsubscribeUrl.startsWith(`${APP_URL}/unsubscribe?token=`)).toBe(true);
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(digest.mail.text).toContain(`Unsubscribe from these digests: ${unsubscribeUrl}`);

      await sleep(QUIET_MS);
      expect(digestsTo(client.email, 'Lake house living room')).toHaveLength(1);
      // Nothing of it is mailed twice: a later event's digest tells only that event.
      await say(t.http, shopper, task.id, 'One more thing');
      const next = await inbox.waitFor(client.email, /on 'Lake house living room'$/, 2);
      expect(next.mail.subject).toBe("Harper Lane sent a message on 'Lake house living room'");
      expect(next.mail.text).not.toContain('Linen sofa');
    });

    it('takes over a pending digest whose job never came, so that pair is never silenced', async () => {
      const task = await newTask('Silenced once');
      // What a job lost with Redis, or one that gave up while the database was away, leaves behind.
      await db.getRepository(PendingDigest).insert({
        userId: client.id,
        taskId: task.id,
        id: randomUUID(),
        createdAt: new Date(Date.now() - DIGEST_DELAY_MS - OVERDUE_DIGEST_GRACE_MS - 1_000),
      });
      await addItem(t.http, task.id, 'Velvet cushion', '39.00');
      const digest = await inbox.waitFor(client.email, /on 'Silenced once'$/);
      expect(digest.mail.subject).toBe("Harper Lane added an item on 'Silenced once'");
      // And the next one keeps coming.
      await say(t.http, shopper, task.id, 'And a second thought');
      await inbox.waitFor(client.email, /on 'Silenced once'$/, 2);
    });

    it('leaves a pending digest that is not yet overdue alone: one digest for the pair', async () => {
      const task = await newTask('Still due');
      const pendingId = randomUUID();
      await db.getRepository(PendingDigest).insert({ userId: client.id, taskId: task.id, id: pendingId });
      await addItem(t.http, task.id, 'Brass lamp', '120.00');
      await sleep(QUIET_MS);
      expect(digestsTo(client.email, 'Still due')).toEqual([]);
      expect(await db.getRepository(PendingDigest).findOneBy({ taskId: task.id })).toMatchObject({ id: pendingId });
    });

    it('releases the pending digest of a job that gave up, so the next event schedules one', async () => {
      const task = await newTask('Gave up');
      const digestId = randomUUID();
      await db.getRepository(PendingDigest).insert({ userId: client.id, taskId: task.id, id: digestId });
      await (t.worker ?? t.app).get(SendDigestJob).gaveUp({ digestId, userId: client.id, taskId: task.id });
      expect(await db.getRepository(PendingDigest).countBy({ taskId: task.id })).toBe(0);
      await addItem(t.http, task.id, 'Jute rug', '210.00');
      await inbox.waitFor(client.email, /on 'Gave up'$/);
    });

    it('sends nothing about what the user read before the digest was due', async () => {
      const task = await newTask('Read in time');
      const { body: message } = await say(t.http, client, task.id, 'Can you find it in navy?');
      await request(t.http)
        .put(`/api/tasks/${task.id}/read`)
        .set(bearer(shopper))
        .send({ messageId: message.id })
        .expect(204);
      const item = await addItem(t.http, task.id, 'Navy scarf', '45.00');
      const feed = await request(t.http).get('/api/notifications').set(bearer(client)).expect(200);
      const itemNote = feed.body.items.find((n: { summary: string }) => n.summary === item.body.name);
      await request(t.http).post(`/api/notifications/${itemNote.id}/read`).set(bearer(client)).expect(204);

      await sleep(QUIET_MS);
      expect(digestsTo(shopper.email, 'Read in time')).toEqual([]);
      expect(digestsTo(client.email, 'Read in time')).toEqual([]);
      expect(await db.getRepository(PendingDigest).countBy({ taskId: task.id })).toBe(0);
    });

    it('keeps preferences per signed-in user, as booleans', async () => {
      await request(t.http).get('/api/me/email-preferences').expect(401);
      const fresh = await request(t.http).get('/api/me/email-preferences').set(bearer(shopper)).expect(200);
      expect(fresh.body).toEqual({
        messages: true,
        itemsAndComments: true,
        invoices: true,
        clientsAndRequests: true,
        paymentReminders: true,
      });
      const bad = await request(t.http)
        .put('/api/me/email-preferences')
        .set(bearer(shopper))
        .send({ invoices: 'no' })
        .expect(400);
      expect(bad.body.message).toEqual(['invoices must be true or false']);
    });

    it('keeps payment reminders on until the client switches them off', async () => {
      const read = () => request(t.http).get('/api/me/email-preferences').set(bearer(client)).expect(200);
      expect((await read()).body.paymentReminders).toBe(true);
      const bad = await request(t.http)
        .put('/api/me/email-preferences')
        .set(bearer(client))
        .send({ paymentReminders: 'off' })
        .expect(400);
      expect(bad.body.message).toEqual(['paymentReminders must be true or false']);
      const off = await request(t.http)
        .put('/api/me/email-preferences')
        .set(bearer(client))
        .send({ paymentReminders: false })
        .expect(200);
      expect(off.body).toMatchObject({ paymentReminders: false, messages: true, invoices: true });
      expect((await read()).body.paymentReminders).toBe(false);
      await request(t.http).put('/api/me/email-preferences').set(bearer(client)).send({ paymentReminders: true });
      expect((await read()).body.paymentReminders).toBe(true);
    });

    it('respects preferences and one-click unsubscribe, with no sign-in', async () => {
      const prefs = await request(t.http)
        .put('/api/me/email-preferences')
        .set(bearer(client))
        .send({ messages: false })
        .expect(200);
      expect(prefs.body).toEqual({
        messages: false,
        itemsAndComments: true,
        invoices: true,
        clientsAndRequests: true,
        paymentReminders: true,
      });
      const task = await newTask('Preferences');
      await say(t.http, shopper, task.id, 'Not mailed');
      await addItem(t.http, task.id, 'Mailed cushion', '30.00');
      const digest = await inbox.waitFor(client.email, /on 'Preferences'$/);
      expect(digest.mail.subject).toBe("Harper Lane added an item on 'Preferences'");
      expect(digest.mail.text).not.toContain('Not mailed');

      const link = digest.mail.text!.match(/https:\/\/atelier\.test\/unsubscribe\?token=\S+/)![0];
      const path = link.slice(APP_URL.length);
      await request(t.http).post('/unsubscribe?token=forged.token').expect(400);
      // Following the link (as mail scanners do) changes nothing: GET is the web page.
      await request(t.http).get(path);
      expect((await request(t.http).get('/api/me/email-preferences').set(bearer(client))).body.messages).toBe(false);
      expect((await request(t.http).get('/api/me/email-preferences').set(bearer(client))).body.invoices).toBe(true);
      await request(t.http)
        .post(path)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200, { unsubscribed: true });
      const off = await request(t.http).get('/api/me/email-preferences').set(bearer(client)).expect(200);
      expect(off.body).toEqual({
        messages: false,
        itemsAndComments: false,
        invoices: false,
        clientsAndRequests: false,
        paymentReminders: false,
      });

      await addItem(t.http, task.id, 'Unmailed lamp', '60.00');
      await sleep(QUIET_MS);
      expect(digestsTo(client.email, 'Preferences')).toHaveLength(1);
      // Security mail still goes out.
      await forgot(client.email).expect(202);
      await resetLinkFor(client.email);
      await request(t.http).put('/api/me/email-preferences').set(bearer(client)).send({
        messages: true,
        itemsAndComments: true,
        invoices: true,
        clientsAndRequests: true,
        paymentReminders: true,
      });
    });

    it('schedules one digest for a burst spread over two api processes', async () => {
      const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(t.config)] }).compile();
      const second: INestApplication = configureApp(moduleRef.createNestApplication({ bufferLogs: true }));
      await second.listen(0, '127.0.0.1');
      try {
        const task = await newTask('Two processes');
        await Promise.all([
          say(t.http, shopper, task.id, 'From api A'),
          say(second.getHttpServer(), shopper, task.id, 'From api B'),
          addItem(second.getHttpServer(), task.id, 'Side table', '210.00'),
          addItem(t.http, task.id, 'Floor lamp', '150.00'),
        ]);
        const digest = await inbox.waitFor(client.email, /on 'Two processes'$/);
        expect(digest.mail.subject).toBe("Harper Lane added 2 items and sent 2 messages on 'Two processes'");
        await sleep(QUIET_MS);
        expect(digestsTo(client.email, 'Two processes')).toHaveLength(1);
      } finally {
        await second.close();
      }
    });
  });
});
