import request from 'supertest';
import type { Socket } from 'socket.io-client';
import type { TestAccount } from './support/accounts';
import { baseUrlOf, connectSocket, type LiveEvent, nextEvent } from './support/live-sockets';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/** PUT /api/items/{id}/notes: the item's summary and the shopper's note to her client. */
describe('item summary and shopper note', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;
  let clientSocket: Socket;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
    clientSocket = await connectSocket(baseUrlOf(t.app), cast.clientA.token);
  });
  afterAll(async () => {
    clientSocket.close();
    await t.close();
  });

  const putNotes = (itemId: string, body: object, account = cast.shopperA) =>
    request(t.http).put(`/api/items/${itemId}/notes`).set(bearer(account)).send(body);
  const clientView = async (itemId: string) => {
    const detail = await request(t.http).get(`/api/tasks/${taskId}`).set(bearer(cast.clientA)).expect(200);
    return detail.body.items.find((item: { id: string }) => item.id === itemId);
  };

  it('lets the shopper edit the summary and write a note, which the client reads at once (kept reads too)', async () => {
    const item = await seedItem(t.app, taskId, { name: 'Linen blazer', aiSummary: 'This is the Just a moment.' });
    expect(await clientView(item.id)).toMatchObject({ aiSummary: 'This is the Just a moment.', shopperNote: null });
    const announced = nextEvent<LiveEvent>(
      clientSocket,
      (event) => event.type === 'item.changed' && event.itemId === item.id,
    );
    const res = await putNotes(item.id, {
      aiSummary: '  A relaxed blazer in washed linen.  ',
      shopperNote: 'Runs small: I would take an M.\nShips in 3 days.',
    }).expect(200);
    expect(res.body).toMatchObject({
      id: item.id,
      aiSummary: 'A relaxed blazer in washed linen.',
      shopperNote: 'Runs small: I would take an M.\nShips in 3 days.',
    });
    expect(await announced).toMatchObject({ taskId, actorId: cast.shopperA.id });
    expect(await clientView(item.id)).toMatchObject({
      aiSummary: 'A relaxed blazer in washed linen.',
      shopperNote: 'Runs small: I would take an M.\nShips in 3 days.',
    });
  });

  it('removes either with null or blank text and leaves out what is not sent', async () => {
    const item = await seedItem(t.app, taskId, { aiSummary: 'Summary', shopperNote: 'Note' });
    expect((await putNotes(item.id, { aiSummary: null }).expect(200)).body).toMatchObject({
      aiSummary: null,
      shopperNote: 'Note',
    });
    expect((await putNotes(item.id, { shopperNote: '   ' }).expect(200)).body).toMatchObject({
      aiSummary: null,
      shopperNote: null,
    });
    expect(await clientView(item.id)).toMatchObject({ aiSummary: null, shopperNote: null });
  });

  it('takes up to 2000 characters of summary and 1000 of note, and says so past them', async () => {
    const item = await seedItem(t.app, taskId);
    await putNotes(item.id, { aiSummary: 's'.repeat(2000), shopperNote: 'n'.repeat(1000) }).expect(200);
    expect((await putNotes(item.id, { aiSummary: 's'.repeat(2001) }).expect(400)).body.message).toEqual([
      'Summary too long (max 2000 characters)',
    ]);
    expect((await putNotes(item.id, { shopperNote: 'n'.repeat(1001) }).expect(400)).body.message).toEqual([
      'Note too long (max 1000 characters)',
    ]);
    expect((await putNotes(item.id, { shopperNote: 42 }).expect(400)).body.message).toEqual(['Note must be text']);
    expect(await clientView(item.id)).toMatchObject({ aiSummary: 's'.repeat(2000), shopperNote: 'n'.repeat(1000) });
  });

  it("is the task's shopper's alone, on an item that can still change", async () => {
    const item = await seedItem(t.app, taskId, { shopperNote: 'Mine' });
    await request(t.http).put(`/api/items/${item.id}/notes`).send({ shopperNote: 'x' }).expect(401);
    expect((await putNotes(item.id, { shopperNote: 'x' }, cast.clientA).expect(403)).body.message).toBe(
      'Only the shopper of this task can do this',
    );
    await putNotes(item.id, { shopperNote: 'x' }, cast.shopperB).expect(404);
    const paid = await seedItem(t.app, taskId, { status: 'INVOICED_PAID', shopperNote: 'Mine' });
    expect((await putNotes(paid.id, { shopperNote: 'x' }).expect(409)).body.message).toBe(
      'This item has been paid and can no longer be changed.',
    );
    expect(await clientView(item.id)).toMatchObject({ shopperNote: 'Mine' });
    expect(await clientView(paid.id)).toMatchObject({ shopperNote: 'Mine' });
  });

  it('is not an item field: the item form neither sets nor clears them', async () => {
    const item = await seedItem(t.app, taskId, { aiSummary: 'Summary', shopperNote: 'Note' });
    const res = await request(t.http)
      .put(`/api/items/${item.id}`)
      .set(bearer(cast.shopperA))
      .send({ name: 'Renamed', unitPrice: '10.00', aiSummary: 'injected', shopperNote: 'injected' })
      .expect(200);
    expect(res.body).toMatchObject({ name: 'Renamed', aiSummary: 'Summary', shopperNote: 'Note' });
  });
});
