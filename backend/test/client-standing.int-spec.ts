import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { Category } from '../src/modules/categories/category.entity';
import {
  ARCHIVED_CLIENT_REQUEST,
  ARCHIVED_CLIENT_TASK,
  DECLINED_CLIENT_REQUEST,
  DECLINED_CLIENT_TASK,
} from '../src/modules/clients/client-requests';
import { DECLINE_ARCHIVED, DECLINE_INVITED, DECLINE_INVOICED } from '../src/modules/clients/client-roster.service';
import { ALREADY_HAS_SHOPPER, SAME_SHOPPER_DECLINED } from '../src/modules/clients/my-standing.service';
import { EmailRecord } from '../src/modules/email/email-record.entity';
import { Invoice } from '../src/modules/invoices/entities/invoice.entity';
import { SHOPPER_NOT_ACCEPTING } from '../src/modules/shoppers/shopper-choice';
import { ShopTask } from '../src/modules/tasks/task.entity';
import { clientRegistration, registerClient, registerShopper, type TestAccount } from './support/accounts';
import { baseUrlOf, connectSocket, type LiveEvent, nextEvent } from './support/live-sockets';
import { seedRecipient, seedTask } from './support/shopping-fixtures';
import { SmtpInbox } from './support/smtp-inbox';
import { eventually } from './support/eventually';
import { createTestApp, type TestApp } from './support/test-app';

const APP_URL = 'https://atelier.example.com';
const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/**
 * A shopper chooses her clients (issue 37): whether the public list shows her, declining a
 * client who chose her there, archiving and restoring one, and who may do each.
 */
describe('client standing', () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let eventCategoryId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    t = await createTestApp({ SMTP_URL: inbox.url, APP_URL });
    eventCategoryId = (await t.app.get(DataSource).getRepository(Category).findOneByOrFail({ key: 'EVENT' })).id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
    await inbox.close();
  });

  const db = () => t.app.get(DataSource);
  const get = (account: TestAccount, path: string) => request(t.http).get(path).set(bearer(account));
  const post = (account: TestAccount, path: string, body: object = {}) =>
    request(t.http).post(path).set(bearer(account)).send(body);
  const settings = (shopper: TestAccount, body: object) =>
    request(t.http).patch('/api/shoppers/me').set(bearer(shopper)).send(body);
  const publicIds = async () =>
    ((await request(t.http).get('/api/shoppers').expect(200)).body as { id: string }[]).map((s) => s.id);
  const clientsOf = async (shopper: TestAccount) =>
    (await get(shopper, '/api/clients').expect(200)).body as { id: string; status: string }[];
  const inviteCode = async (shopper: TestAccount) =>
    (await post(shopper, '/api/invite-codes').expect(201)).body.code as string;
  /** A request of the client's own, as her wizard sends it, answered with `status`. */
  const clientRequest = async (client: TestAccount, status: number) =>
    post(client, '/api/tasks', {
      title: 'Garden party',
      description: 'Lanterns and napkins',
      clientId: 'auto',
      categoryId: 'EVENT',
      recipientId: (await seedRecipient(t.app, client.id)).id,
    }).expect(status);
  const shopperTask = async (shopper: TestAccount, client: TestAccount, status: number) =>
    post(shopper, '/api/tasks', {
      title: 'Winter coat',
      clientId: client.id,
      categoryId: eventCategoryId,
      recipientId: (await seedRecipient(t.app, client.id)).id,
    }).expect(status);
  const socketOf = async (account: TestAccount) => {
    const socket = await connectSocket(baseUrlOf(t.app), account.token);
    sockets.push(socket);
    return socket;
  };

  describe('accept new clients from the public list', () => {
    it('is on by default; off hides her from the list and refuses sign-ups that choose her, with a clear message', async () => {
      const harper = await registerShopper(t.http, { displayName: 'Harper Closed' });
      expect((await get(harper, '/api/shoppers/me').expect(200)).body.acceptsNewClients).toBe(true);
      expect(await publicIds()).toContain(harper.id);

      const saved = await settings(harper, { acceptsNewClients: false }).expect(200);
      expect(saved.body.acceptsNewClients).toBe(false);
      expect(await publicIds()).not.toContain(harper.id);

      const refused = await request(t.http)
        .post('/api/auth/register-client')
        .send(clientRegistration({ shopperId: harper.id }))
        .expect(400);
      expect(refused.body).toEqual({ statusCode: 400, error: 'Bad Request', message: SHOPPER_NOT_ACCEPTING });

      // Her invite codes still register clients.
      const invited = await registerClient(t.http, { inviteCode: await inviteCode(harper) });
      expect((await clientsOf(harper)).map((c) => c.id)).toEqual([invited.id]);

      await settings(harper, { acceptsNewClients: true }).expect(200);
      expect(await publicIds()).toContain(harper.id);
      await registerClient(t.http, { shopperId: harper.id });
    });

    it('keeps the setting when other fields are saved, and refuses a value that is not a boolean', async () => {
      const shopper = await registerShopper(t.http);
      await settings(shopper, { acceptsNewClients: false }).expect(200);
      expect((await settings(shopper, { defaultFeePct: '15.00' }).expect(200)).body.acceptsNewClients).toBe(false);
      const bad = await settings(shopper, { acceptsNewClients: 'yes' }).expect(400);
      expect(bad.body.message).toEqual(['Accept new clients must be true or false']);
    });
  });

  describe('the client list', () => {
    it('says how each client joined, her status and whether she may be declined', async () => {
      const shopper = await registerShopper(t.http);
      const chose = await registerClient(t.http, { shopperId: shopper.id, displayName: 'A chose' });
      const invited = await registerClient(t.http, { inviteCode: await inviteCode(shopper), displayName: 'B invited' });
      const billed = await registerClient(t.http, { shopperId: shopper.id, displayName: 'C billed' });
      const task = await seedTask(t.app, { shopperId: shopper.id, clientId: billed.id });
      await db().getRepository(Invoice).save({ taskId: task.id, shopperId: shopper.id, feePct: '12.50' });

      const list = await clientsOf(shopper);
      expect(list.map((c) => [c.id, c])).toEqual([
        [chose.id, expect.objectContaining({ status: 'ACTIVE', joinedVia: 'PUBLIC_LIST', canDecline: true })],
        [invited.id, expect.objectContaining({ status: 'ACTIVE', joinedVia: 'INVITE_CODE', canDecline: false })],
        [billed.id, expect.objectContaining({ status: 'ACTIVE', joinedVia: 'PUBLIC_LIST', canDecline: false })],
      ]);
      expect(list[0]).toMatchObject({ statusChangedAt: null });
    });
  });

  describe('declining a client who chose her', () => {
    it('emails her politely, leaves her without a shopper, archives her open requests and refuses new ones', async () => {
      const ava = await registerShopper(t.http, { displayName: 'Ava Laurent' });
      const nina = await registerClient(t.http, { shopperId: ava.id, firstName: 'Nina', displayName: 'Nina N' });
      const request1 = (await clientRequest(nina, 201)).body.id as string;
      const ninaSocket = await socketOf(nina);
      const changed = nextEvent<LiveEvent>(ninaSocket, (event) => event.type === 'client.changed');
      // A kept answer from before must not outlive the change.
      await get(ava, '/api/clients').expect(200);
      await get(nina, '/api/my-shopper').expect(200);

      await post(ava, `/api/clients/${nina.id}/decline`).expect(204);

      expect(await changed).toMatchObject({ type: 'client.changed', actorId: ava.id });
      expect((await clientsOf(ava)).map((c) => c.id)).not.toContain(nina.id);
      await get(nina, '/api/my-shopper').expect(404);
      expect((await get(nina, '/api/me/standing').expect(200)).body).toEqual({
        status: 'DECLINED',
        shopperId: ava.id,
        shopperName: 'Ava Laurent',
        canSubmitRequests: false,
      });
      expect((await db().getRepository(ShopTask).findOneByOrFail({ id: request1 })).status).toBe('ARCHIVED');
      // Her history stays readable by both.
      await get(nina, `/api/tasks/${request1}`).expect(200);
      await get(ava, `/api/tasks/${request1}`).expect(200);

      const mine = await clientRequest(nina, 409);
      expect(mine.body).toEqual({ statusCode: 409, error: 'Conflict', message: DECLINED_CLIENT_REQUEST });
      expect((await shopperTask(ava, nina, 409)).body.message).toBe(DECLINED_CLIENT_TASK);

      const mail = await inbox.waitFor(nina.email, /^Ava Laurent can't take you on right now$/);
      expect(mail.mail.text).toContain('Hi Nina,');
      expect(mail.mail.text).toContain('Thank you for choosing Ava Laurent');
      expect(mail.mail.text).toContain(`Choose another shopper: ${APP_URL}/shopper-profile`);
      expect(mail.mail.html).toContain('Choose another shopper');
      // The inbox has the message a moment before the mail job records it as sent.
      const sent = await eventually(() =>
        db().getRepository(EmailRecord).findOneBy({ kind: 'client-declined', userId: nina.id, status: 'sent' }),
      );
      expect(sent.recipient).toBe(nina.email);

      // Declined once is no longer hers: a second decline, an archive, a restore find no one.
      await post(ava, `/api/clients/${nina.id}/decline`).expect(404);
      await post(ava, `/api/clients/${nina.id}/archive`).expect(404);
      await post(ava, `/api/clients/${nina.id}/restore`).expect(404);
    });

    it('refuses to decline a client who came with her invite code, one she invoiced, or one she archived', async () => {
      const shopper = await registerShopper(t.http);
      const invited = await registerClient(t.http, { inviteCode: await inviteCode(shopper) });
      const billed = await registerClient(t.http, { shopperId: shopper.id });
      const task = await seedTask(t.app, { shopperId: shopper.id, clientId: billed.id });
      const invoice = await db()
        .getRepository(Invoice)
        .save({ taskId: task.id, shopperId: shopper.id, feePct: '12.50', status: 'DUE' });
      const archived = await registerClient(t.http, { shopperId: shopper.id });
      await post(shopper, `/api/clients/${archived.id}/archive`).expect(200);

      expect((await post(shopper, `/api/clients/${invited.id}/decline`).expect(409)).body.message).toBe(
        DECLINE_INVITED,
      );
      expect((await post(shopper, `/api/clients/${billed.id}/decline`).expect(409)).body.message).toBe(
        DECLINE_INVOICED,
      );
      expect((await post(shopper, `/api/clients/${archived.id}/decline`).expect(409)).body.message).toBe(
        DECLINE_ARCHIVED,
      );
      // A voided invoice billed nothing.
      await db().getRepository(Invoice).update({ id: invoice.id }, { status: 'VOID' });
      await post(shopper, `/api/clients/${billed.id}/decline`).expect(204);
      expect(await db().getRepository(EmailRecord).countBy({ kind: 'client-declined', userId: invited.id })).toBe(0);
    });

    it('lets her choose another shopper who takes new clients, never the one who declined her', async () => {
      const first = await registerShopper(t.http, { displayName: 'First Choice' });
      const closed = await registerShopper(t.http);
      await settings(closed, { acceptsNewClients: false }).expect(200);
      const second = await registerShopper(t.http, { displayName: 'Second Choice' });
      const olive = await registerClient(t.http, { shopperId: first.id });
      const put = (shopperId: string) => request(t.http).put('/api/me/shopper').set(bearer(olive)).send({ shopperId });

      expect((await put(second.id).expect(409)).body.message).toBe(ALREADY_HAS_SHOPPER);
      await post(first, `/api/clients/${olive.id}/decline`).expect(204);
      expect((await put(first.id).expect(400)).body.message).toBe(SAME_SHOPPER_DECLINED);
      expect((await put(closed.id).expect(400)).body.message).toBe(SHOPPER_NOT_ACCEPTING);
      expect((await put('not-a-uuid').expect(400)).body.message).toEqual(['Please select a shopper.']);

      const secondSocket = await socketOf(second);
      const joined = nextEvent<LiveEvent>(secondSocket, (event) => event.type === 'client.joined');
      const chosen = await put(second.id).expect(200);
      expect(chosen.body).toEqual({
        status: 'ACTIVE',
        shopperId: second.id,
        shopperName: 'Second Choice',
        canSubmitRequests: true,
      });
      expect(await joined).toMatchObject({ actorId: olive.id });
      expect((await get(olive, '/api/my-shopper').expect(200)).body.id).toBe(second.id);
      expect((await clientsOf(second)).map((c) => c.id)).toEqual([olive.id]);
      const created = await clientRequest(olive, 201);
      expect((await db().getRepository(ShopTask).findOneByOrFail({ id: created.body.id })).shopperId).toBe(second.id);
    });
  });

  describe('archiving and restoring', () => {
    it('keeps her history readable by both, refuses new requests with a message for each, and lists her apart', async () => {
      const shopper = await registerShopper(t.http, { displayName: 'Mara Stone' });
      const rosa = await registerClient(t.http, { inviteCode: await inviteCode(shopper), displayName: 'Rosa' });
      const old = (await clientRequest(rosa, 201)).body.id as string;
      const rosaSocket = await socketOf(rosa);
      const changed = nextEvent<LiveEvent>(rosaSocket, (event) => event.type === 'client.changed');
      await get(shopper, '/api/clients').expect(200);

      const archived = await post(shopper, `/api/clients/${rosa.id}/archive`).expect(200);
      expect(archived.body).toMatchObject({
        id: rosa.id,
        status: 'ARCHIVED',
        joinedVia: 'INVITE_CODE',
        canDecline: false,
        statusChangedAt: expect.any(String),
      });
      await changed;
      expect(await clientsOf(shopper)).toEqual([expect.objectContaining({ id: rosa.id, status: 'ARCHIVED' })]);
      // A double tap answers the same.
      expect((await post(shopper, `/api/clients/${rosa.id}/archive`).expect(200)).body.status).toBe('ARCHIVED');

      await get(rosa, `/api/tasks/${old}`).expect(200);
      await get(shopper, `/api/tasks/${old}`).expect(200);
      expect((await get(rosa, '/api/my-shopper').expect(200)).body.id).toBe(shopper.id);
      expect((await get(rosa, '/api/me/standing').expect(200)).body).toMatchObject({
        status: 'ARCHIVED',
        shopperName: 'Mara Stone',
        canSubmitRequests: false,
      });
      expect((await clientRequest(rosa, 409)).body.message).toBe(ARCHIVED_CLIENT_REQUEST);
      expect((await shopperTask(shopper, rosa, 409)).body.message).toBe(ARCHIVED_CLIENT_TASK);
      expect((await db().getRepository(ShopTask).findOneByOrFail({ id: old })).status).toBe('DRAFT');

      const restored = await post(shopper, `/api/clients/${rosa.id}/restore`).expect(200);
      expect(restored.body).toMatchObject({ id: rosa.id, status: 'ACTIVE' });
      expect((await get(rosa, '/api/me/standing').expect(200)).body.status).toBe('ACTIVE');
      await clientRequest(rosa, 201);
      await shopperTask(shopper, rosa, 201);
    });
  });

  describe('access', () => {
    let owner: TestAccount;
    let stranger: TestAccount;
    let client: TestAccount;
    let otherClient: TestAccount;

    beforeAll(async () => {
      owner = await registerShopper(t.http);
      stranger = await registerShopper(t.http);
      client = await registerClient(t.http, { shopperId: owner.id });
      otherClient = await registerClient(t.http, { shopperId: owner.id });
    });

    it.each(['archive', 'restore', 'decline'])(
      '%s: only her own shopper (401, 403 for clients, 404 for a stranger)',
      async (action) => {
        const path = `/api/clients/${client.id}/${action}`;
        await request(t.http).post(path).expect(401);
        expect((await post(client, path).expect(403)).body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
        await post(otherClient, path).expect(403);
        expect((await post(stranger, path).expect(404)).body.message).toBe('Client not found');
        await post(owner, `/api/clients/${randomUUID()}/${action}`).expect(404);
        await post(owner, `/api/clients/not-a-uuid/${action}`).expect(400);
        // Nothing changed for her.
        expect((await get(client, '/api/me/standing').expect(200)).body.status).toBe('ACTIVE');
      },
    );

    it('answers the standing and the new choice to clients only', async () => {
      await request(t.http).get('/api/me/standing').expect(401);
      await get(owner, '/api/me/standing').expect(403);
      await request(t.http).put('/api/me/shopper').send({ shopperId: owner.id }).expect(401);
      await request(t.http).put('/api/me/shopper').set(bearer(stranger)).send({ shopperId: owner.id }).expect(403);
    });

    it('lets her own shopper do each', async () => {
      await post(owner, `/api/clients/${client.id}/archive`).expect(200);
      await post(owner, `/api/clients/${client.id}/restore`).expect(200);
      await post(owner, `/api/clients/${client.id}/decline`).expect(204);
      expect((await get(client, '/api/me/standing').expect(200)).body.status).toBe('DECLINED');
    });
  });
});
