import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { registerShopper, TEST_PASSWORD, type TestAccount } from './support/accounts';
import { baseUrlOf, connectSocket, type LiveEvent, nextEvent, recordEvents } from './support/live-sockets';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('live updates over socket.io', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;
  let url: string;
  const sockets: Socket[] = [];
  const connect = async (account: TestAccount, options?: { reconnection?: boolean }) => {
    const socket = await connectSocket(url, account.token, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp();
    url = baseUrlOf(t.app);
    cast = await registerCast(t.http);
    const parties = { shopperId: cast.shopperA.id, clientId: cast.clientA.id };
    taskId = (await seedTask(t.app, parties, { title: 'Linen suit' })).id;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  const postMessage = (account: TestAccount, content: string) =>
    request(t.http).post(`/api/tasks/${taskId}/messages`).set(bearer(account)).send({ content }).expect(201);

  describe('handshake', () => {
    const sign = (payload: Record<string, unknown>, secret = t.config.jwtSecret) =>
      new JwtService({ secret }).sign(
        { exp: Math.floor(Date.now() / 1000) + 3600, ...payload },
        { algorithm: 'HS256' },
      );

    it('refuses a socket without a token', async () => {
      await expect(connectSocket(url, undefined)).rejects.toThrow('Authentication required');
    });

    it('refuses a forged token (signed with another secret)', async () => {
      const forged = sign({ sub: cast.shopperA.id, ver: 0 }, 'not-the-secret');
      await expect(connectSocket(url, forged)).rejects.toThrow('Authentication required');
    });

    it('refuses an expired token', async () => {
      const expired = sign({ sub: cast.shopperA.id, ver: 0, exp: Math.floor(Date.now() / 1000) - 60 });
      await expect(connectSocket(url, expired)).rejects.toThrow('Authentication required');
    });

    it('refuses a validly signed token of a user that does not exist', async () => {
      await expect(connectSocket(url, sign({ sub: randomUUID(), ver: 0 }))).rejects.toThrow('Authentication required');
    });

    it('refuses a token issued before a password change', async () => {
      const account = await registerShopper(t.http);
      await request(t.http)
        .post('/api/auth/change-password')
        .set(bearer(account))
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' })
        .expect(200);
      await expect(connectSocket(url, account.token)).rejects.toThrow('Authentication required');
    });

    it('accepts a signed-in user', async () => {
      const socket = await connect(cast.clientA);
      expect(socket.connected).toBe(true);
    });
  });

  describe('delivery', () => {
    it("sends a message to the task's two parties and to no one else", async () => {
      const [shopperA, clientA, shopperB, clientB] = await Promise.all(
        [cast.shopperA, cast.clientA, cast.shopperB, cast.clientB].map((account) => connect(account)),
      );
      const outsiders = [...recordEvents<LiveEvent>(shopperB), ...recordEvents<LiveEvent>(clientB)];
      const outsiderEvents = [recordEvents<LiveEvent>(shopperB), recordEvents<LiveEvent>(clientB)];
      const isTheMessage = (event: LiveEvent) => event.type === 'message.created';
      const atShopper = nextEvent<LiveEvent>(shopperA, isTheMessage);
      const atClient = nextEvent<LiveEvent>(clientA, isTheMessage);
      const { body } = await postMessage(cast.clientA, 'Navy or charcoal?');

      for (const event of await Promise.all([atShopper, atClient])) {
        expect(event).toMatchObject({
          type: 'message.created',
          taskId,
          actorId: cast.clientA.id,
          message: { id: body.id, content: 'Navy or charcoal?' },
        });
      }
      await settle();
      expect(outsiders).toEqual([]);
      expect(outsiderEvents.flat()).toEqual([]);
    });

    it('records a notification for the other party only and pushes it to them', async () => {
      const [shopperA, clientA] = await Promise.all([connect(cast.shopperA), connect(cast.clientA)]);
      const clientSaw = recordEvents<LiveEvent>(clientA);
      const notified = nextEvent<LiveEvent>(shopperA, (event) => event.type === 'notification.created');
      await postMessage(cast.clientA, 'Also a tie, please');

      expect((await notified).notification).toMatchObject({
        kind: 'MESSAGE',
        summary: 'Also a tie, please',
        actorName: 'Casey Client',
        taskTitle: 'Linen suit',
      });
      await settle();
      expect(clientSaw.map((event) => event.type)).not.toContain('notification.created');
      const feed = await request(t.http).get('/api/notifications').set(bearer(cast.shopperA)).expect(200);
      expect(feed.body.items[0]).toMatchObject({ kind: 'MESSAGE', read: false, taskId });
      const clientFeed = await request(t.http).get('/api/notifications').set(bearer(cast.clientA)).expect(200);
      expect(clientFeed.body.items.map((n: { kind: string }) => n.kind)).not.toContain('MESSAGE');
    });

    it("sends an item's changes and the client's like to both parties", async () => {
      const item = await seedItem(t.app, taskId, { name: 'Silk tie' });
      const [shopperA, clientA] = await Promise.all([connect(cast.shopperA), connect(cast.clientA)]);
      const liked = nextEvent<LiveEvent>(shopperA, (event) => event.type === 'item.feedback');
      await request(t.http)
        .post(`/api/items/${item.id}/feedback`)
        .set(bearer(cast.clientA))
        .send({ isLiked: true })
        .expect(200);
      expect(await liked).toMatchObject({ taskId, itemId: item.id, actorId: cast.clientA.id });

      const renamed = nextEvent<LiveEvent>(clientA, (event) => event.type === 'item.changed');
      await request(t.http)
        .put(`/api/items/${item.id}`)
        .set(bearer(cast.shopperA))
        .send({ name: 'Silk tie, navy', quantity: 1, unitPrice: '40.00' })
        .expect(200);
      expect(await renamed).toMatchObject({ taskId, itemId: item.id });
    });

    it('a user on two devices hears of their own read mark on the other one', async () => {
      const { body: message } = await postMessage(cast.shopperA, 'Found three options');
      const [phone, laptop] = await Promise.all([connect(cast.clientA), connect(cast.clientA)]);
      const onLaptop = nextEvent<LiveEvent>(laptop, (event) => event.type === 'task.read');
      const before = await request(t.http).get('/api/tasks').set(bearer(cast.clientA)).expect(200);
      expect(before.body.find((task: { id: string }) => task.id === taskId).unreadCount).toBeGreaterThan(0);

      await request(t.http)
        .put(`/api/tasks/${taskId}/read`)
        .set(bearer(cast.clientA))
        .send({ messageId: message.id })
        .expect(204);
      expect(await onLaptop).toEqual({ type: 'task.read', taskId });
      expect(phone.connected).toBe(true);
      const after = await request(t.http).get('/api/tasks').set(bearer(cast.clientA)).expect(200);
      expect(after.body.find((task: { id: string }) => task.id === taskId).unreadCount).toBe(0);
    });
  });

  describe('read marks and notifications: bad input', () => {
    const markRead = (account: TestAccount, task: string, body: object) =>
      request(t.http).put(`/api/tasks/${task}/read`).set(bearer(account)).send(body);

    it('refuses a message id that is not a message of the task, and changes nothing', async () => {
      const before = await request(t.http).get('/api/tasks').set(bearer(cast.clientA)).expect(200);
      const unread = before.body.find((task: { id: string }) => task.id === taskId).unreadCount;
      for (const messageId of ['not-a-uuid', randomUUID()]) {
        const res = await markRead(cast.clientA, taskId, { messageId }).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, message: ['messageId must be a message of this task'] });
      }
      await markRead(cast.clientA, taskId, {}).expect(400);
      const after = await request(t.http).get('/api/tasks').set(bearer(cast.clientA)).expect(200);
      expect(after.body.find((task: { id: string }) => task.id === taskId).unreadCount).toBe(unread);
    });

    it("answers 404 for another tenant's task and another user's notification", async () => {
      const { body: message } = await postMessage(cast.clientA, 'For Avery only');
      await markRead(cast.clientB, taskId, { messageId: message.id }).expect(404);
      const feed = await request(t.http).get('/api/notifications').set(bearer(cast.shopperA)).expect(200);
      const mine = feed.body.items[0].id as string;
      await request(t.http).post(`/api/notifications/${mine}/read`).set(bearer(cast.shopperB)).expect(404);
      await request(t.http).post('/api/notifications/not-a-uuid/read').set(bearer(cast.shopperA)).expect(400);
      const still = await request(t.http).get('/api/notifications').set(bearer(cast.shopperA)).expect(200);
      expect(still.body.items.find((n: { id: string }) => n.id === mine).read).toBe(false);
    });
  });

  describe('typing', () => {
    it("reaches the task's other party, not the typist nor another tenant", async () => {
      const [shopperA, clientA, shopperB] = await Promise.all([
        connect(cast.shopperA),
        connect(cast.clientA),
        connect(cast.shopperB),
      ]);
      const typistSaw = recordEvents(clientA, 'typing');
      const outsiderSaw = recordEvents(shopperB, 'typing');
      const seen = nextEvent(shopperA, () => true, 'typing');
      clientA.emit('typing', { taskId });
      expect(await seen).toEqual({ taskId, userId: cast.clientA.id, displayName: 'Casey Client' });
      await settle();
      expect(typistSaw).toEqual([]);
      expect(outsiderSaw).toEqual([]);
    });

    it('is dropped when the typist is not a party to the task', async () => {
      const [shopperA, clientA, clientB] = await Promise.all([
        connect(cast.shopperA),
        connect(cast.clientA),
        connect(cast.clientB),
      ]);
      const heard = [...recordEvents(shopperA, 'typing'), ...recordEvents(clientA, 'typing')];
      const received = [recordEvents(shopperA, 'typing'), recordEvents(clientA, 'typing')];
      clientB.emit('typing', { taskId });
      await settle();
      expect(heard).toEqual([]);
      expect(received.flat()).toEqual([]);
    });
  });

  describe('recovery', () => {
    it('a socket that reconnects within the window receives what it missed', async () => {
      const clientA = await connect(cast.clientA, { reconnection: true });
      const received = recordEvents<LiveEvent>(clientA);
      // Recovery resumes from the last event a socket received: a session has one after its first.
      const first = nextEvent<LiveEvent>(clientA, (event) => event.type === 'message.created');
      await postMessage(cast.shopperA, 'Before the drop');
      await first;
      const reconnected = new Promise<void>((resolve) => clientA.once('connect', () => resolve()));
      // Drop the transport without a clean disconnect, as a network change does.
      clientA.io.engine.close();
      const { body } = await postMessage(cast.shopperA, 'Sent while you were away');
      await reconnected;
      expect(clientA.recovered).toBe(true);
      await settle();
      expect(received.map((event) => event.message?.id)).toContain(body.id);
    });
  });

  it('GET /api/health reports the realtime adapter', async () => {
    const { body } = await request(t.http).get('/api/health').expect(200);
    expect(body.realtime).toEqual(
      t.config.redisUrl ? { status: 'up', kind: 'redis-streams' } : { status: 'up', kind: 'in-process' },
    );
  });
});
