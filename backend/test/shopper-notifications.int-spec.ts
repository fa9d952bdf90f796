import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/bootstrap/configure-app';
import { registerClient, registerShopper, type TestAccount } from './support/accounts';
import { baseUrlOf, connectSocket, type LiveEvent, nextEvent, recordEvents } from './support/live-sockets';
import { seedRecipient, seedTask } from './support/shopping-fixtures';
import { SmtpInbox } from './support/smtp-inbox';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

const APP_URL = 'https://atelier.test';
const DIGEST_DELAY_MS = 1_500;
/** Long enough for a digest that should not come to have come: the delay, then the jobs. */
const QUIET_MS = DIGEST_DELAY_MS + 2_000;

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface FeedItem {
  id: string;
  kind: string;
  taskId: string | null;
  taskTitle: string | null;
  clientId: string | null;
  actorName: string;
  summary: string;
  read: boolean;
}

/**
 * What a shopper hears of her clients: one joining her (with her code, or by choosing her) and
 * one submitting a request, in her bell (live, from whichever api process the event happened
 * on) and in her email digests.
 */
describe(`shopper notifications (${testDatabaseMode()})`, () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  /** A second api process on the same database (and, with Redis, the same socket fan-out). */
  let second: INestApplication;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    t = await createTestApp({ SMTP_URL: inbox.url, APP_URL, EMAIL_DIGEST_DELAY_MS: String(DIGEST_DELAY_MS) });
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(t.config)] }).compile();
    second = configureApp(moduleRef.createNestApplication({ bufferLogs: true }));
    await second.listen(0, '127.0.0.1');
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await inbox.close();
  });

  const feedOf = async (account: TestAccount): Promise<FeedItem[]> =>
    (await request(t.http).get('/api/notifications').set(bearer(account)).expect(200)).body.items;
  /**
   * The shopper's browser, connected to the other api process when processes share live
   * events (Redis); without Redis there is one process, and the events stay in it.
   */
  const shopperSocket = async (shopper: TestAccount) => {
    const socket = await connectSocket(baseUrlOf(t.config.redisUrl ? second : t.app), shopper.token);
    sockets.push(socket);
    return socket;
  };
  const newCode = async (shopper: TestAccount) =>
    (await request(t.http).post('/api/invite-codes').set(bearer(shopper)).send({}).expect(201)).body as {
      code: string;
    };

  describe('a client joins', () => {
    it('tells the shopper, live and in her bell, that a client joined with her code', async () => {
      const shopper = await registerShopper(t.http, { displayName: 'Harper Lane' });
      const bystander = await registerShopper(t.http);
      const { code } = await newCode(shopper);
      const socket = await shopperSocket(shopper);
      const bystanderEvents = recordEvents<LiveEvent>(await shopperSocket(bystander));
      const joined = nextEvent<LiveEvent>(socket, (event) => event.type === 'client.joined');
      const notified = nextEvent<LiveEvent>(socket, (event) => event.type === 'notification.created');

      const client = await registerClient(t.http, { inviteCode: code, displayName: 'Casey Client' });

      expect(await joined).toMatchObject({ type: 'client.joined', actorId: client.id });
      const pushed = (await notified).notification!;
      const expected = {
        kind: 'CLIENT_JOINED',
        taskId: null,
        taskTitle: null,
        clientId: client.id,
        actorName: 'Casey Client',
        summary: `Joined with your invite code ${code}`,
        read: false,
      };
      expect(pushed).toMatchObject(expected);
      const feed = await feedOf(shopper);
      expect(feed).toEqual([expect.objectContaining({ ...expected, id: pushed.id })]);
      expect(await feedOf(bystander)).toEqual([]);
      expect(bystanderEvents).toEqual([]);
      expect(await feedOf(client)).toEqual([]);

      await request(t.http).post(`/api/notifications/${pushed.id}/read`).set(bearer(shopper)).expect(204);
      expect((await feedOf(shopper))[0].read).toBe(true);
    });

    it('tells the shopper a client chose her from the list', async () => {
      const shopper = await registerShopper(t.http, { displayName: 'Harper Lane' });
      const client = await registerClient(t.http, { shopperId: shopper.id, displayName: 'Dana Doe' });
      expect(await feedOf(shopper)).toEqual([
        expect.objectContaining({
          kind: 'CLIENT_JOINED',
          clientId: client.id,
          actorName: 'Dana Doe',
          summary: 'Chose you as their shopper',
        }),
      ]);
    });

    it('emails her a digest of the clients who joined, and none when she turned it off', async () => {
      const shopper = await registerShopper(t.http, { displayName: 'Harper Lane' });
      const { code } = await newCode(shopper);
      await registerClient(t.http, { inviteCode: code, displayName: 'Casey Client' });
      await registerClient(second.getHttpServer(), { shopperId: shopper.id, displayName: 'Dana Doe' });

      const digest = await inbox.waitFor(shopper.email, /joined you on Atelier$/);
      expect(digest.mail.subject).toBe('Casey Client and Dana Doe joined you on Atelier');
      expect(digest.mail.text).toContain(`- Casey Client: Joined with your invite code ${code}`);
      expect(digest.mail.text).toContain('- Dana Doe: Chose you as their shopper');
      expect(digest.mail.text).toContain(`See your clients: ${APP_URL}/shopper-dashboard`);
      await sleep(QUIET_MS);
      // Two joins, two scheduled digests: the first told both, the second found nothing left.
      expect(inbox.to(shopper.email, /joined you on Atelier$/)).toHaveLength(1);

      await request(t.http)
        .put('/api/me/email-preferences')
        .set(bearer(shopper))
        .send({ clientsAndRequests: false })
        .expect(200, {
          messages: true,
          itemsAndComments: true,
          invoices: true,
          clientsAndRequests: false,
          paymentReminders: true,
        });
      await registerClient(t.http, { shopperId: shopper.id, displayName: 'Eli Unmailed' });
      await sleep(QUIET_MS);
      expect(inbox.to(shopper.email, /joined you on Atelier$/)).toHaveLength(1);
    });
  });

  describe('a client submits a request', () => {
    let shopper: TestAccount;
    let client: TestAccount;
    let recipientId: string;
    beforeAll(async () => {
      shopper = await registerShopper(t.http, { displayName: 'Harper Lane' });
      client = await registerClient(t.http, { shopperId: shopper.id, displayName: 'Casey Client' });
      recipientId = (await seedRecipient(t.app, client.id)).id;
      // What joining told her is not what these tests are about.
      await request(t.http).post('/api/notifications/read-all').set(bearer(shopper)).expect(204);
    });

    const submit = (account: TestAccount, title: string, description: string) =>
      request(t.http)
        .post('/api/tasks')
        .set(bearer(account))
        .send({
          title,
          description,
          clientId: account === client ? 'auto' : client.id,
          categoryId: 'CLOTHING',
          recipientId,
        })
        .expect(201);
    const unread = async (account: TestAccount) => (await feedOf(account)).filter((n) => !n.read);

    it('tells the shopper, live and in her bell, with what the client asked for', async () => {
      const socket = await shopperSocket(shopper);
      const notified = nextEvent<LiveEvent>(
        socket,
        (event) => event.type === 'notification.created' && event.notification?.kind === 'REQUEST_SUBMITTED',
      );
      const created = nextEvent<LiveEvent>(socket, (event) => event.type === 'task.created');
      const { body: task } = await submit(client, 'Gala gown', 'A floor-length gown for the museum gala');

      expect(await created).toMatchObject({ taskId: task.id, actorId: client.id });
      const expected = {
        kind: 'REQUEST_SUBMITTED',
        taskId: task.id,
        taskTitle: 'Gala gown',
        clientId: null,
        actorName: 'Casey Client',
        summary: 'A floor-length gown for the museum gala',
        read: false,
      };
      expect((await notified).notification).toMatchObject(expected);
      expect(await unread(shopper)).toEqual([expect.objectContaining(expected)]);
      expect(await unread(client)).toEqual([]);
    });

    it("does not notify anyone of the shopper's own task", async () => {
      await request(t.http).post('/api/notifications/read-all').set(bearer(shopper)).expect(204);
      await submit(shopper, 'Shopper made', 'For the spring');
      expect(await unread(shopper)).toEqual([]);
      expect(await unread(client)).toEqual([]);
    });

    it('puts the request in her digest of the task', async () => {
      const { body: task } = await submit(client, 'Winter coat', 'Camel, wool, knee length');
      await request(t.http)
        .post(`/api/tasks/${task.id}/messages`)
        .set(bearer(client))
        .send({ content: 'Size 8 please' })
        .expect(201);
      const digest = await inbox.waitFor(shopper.email, /'Winter coat'/);
      expect(digest.mail.subject).toBe("Casey Client submitted a new request, 'Winter coat', and sent a message");
      expect(digest.mail.text).toContain('New request:\n> Camel, wool, knee length');
      expect(digest.mail.text).toContain('> Size 8 please');
      expect(digest.mail.text).toContain(`Open the request: ${APP_URL}/tasks/${task.id}`);
    });

    it('tells her in her digest that the client withdrew a request', async () => {
      const task = await seedTask(
        t.app,
        { shopperId: shopper.id, clientId: client.id },
        { title: 'Linen shirts', status: 'ACTIVE' },
      );
      await request(t.http).post(`/api/tasks/${task.id}/withdraw`).set(bearer(client)).expect(204);
      const digest = await inbox.waitFor(shopper.email, /'Linen shirts'/);
      expect(digest.mail.subject).toBe("Casey Client withdrew the request 'Linen shirts'");
      expect(digest.mail.text).toContain("Casey Client withdrew the request 'Linen shirts'.");
      // Nothing is left to work on: the way back is its chat, which stays open to both.
      expect(digest.mail.text).toContain(`Reply in Atelier: ${APP_URL}/tasks/${task.id}?tab=messages`);
    });
  });
});
