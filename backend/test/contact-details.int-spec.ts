import request from 'supertest';
import { binary, pdfText } from './support/pdf-text';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/infra/database/data-source-options';
import { MIGRATIONS } from '../src/infra/database/migrations';
import { registerClient, registerShopper, type TestAccount } from './support/accounts';
import { seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, testDatabaseMode } from './support/test-database';

// Chromium prints the invoice; it starts cold on a loaded machine.
jest.setTimeout(60_000);

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

const PARIS = {
  phone: '+33 1 42 68 53 00',
  billingAddress: '12 Rue de Rivoli',
  billingAddress2: 'Bâtiment B',
  billingCity: 'Paris',
  billingState: 'Île-de-France',
  billingZip: '75004',
  billingCountry: 'France',
  shippingAddress: '3 Place Bellecour',
  shippingCity: 'Lyon',
  shippingState: 'Auvergne-Rhône-Alpes',
  shippingZip: '69002',
  shippingCountry: 'France',
};

describe(`a client's contact details (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let shopper: TestAccount;
  let client: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await registerShopper(t.http, { displayName: 'Harper Lane' });
    client = await registerClient(t.http, {
      shopperId: shopper.id,
      firstName: 'Camille',
      lastName: 'Durand',
      billingAddress: '12 Rue de Rivoli',
      billingCity: 'Paris',
      billingState: 'Île-de-France',
      billingZip: '75004',
    });
  });
  afterAll(() => t.close());

  const put = (account: TestAccount, body: Record<string, unknown>) =>
    request(t.http).put('/api/me/contact-details').set(bearer(account)).send(body);

  it('lists the countries an address may name, by English name', async () => {
    const { body } = await request(t.http).get('/api/countries').expect(200);
    expect(body).toHaveLength(249);
    expect(body).toEqual(expect.arrayContaining(['France', 'United States', 'United Kingdom', 'Japan']));
  });

  it('lets the client change her phone and both addresses, each with a country', async () => {
    const before = await request(t.http).get('/api/me/contact-details').set(bearer(client)).expect(200);
    expect(before.body).toMatchObject({ billingCity: 'Paris', billingCountry: 'United States' });

    const saved = await put(client, { ...PARIS, shippingAddress2: '  ' }).expect(200);
    expect(saved.body).toEqual({ ...PARIS, shippingAddress2: null });
    const after = await request(t.http).get('/api/me/contact-details').set(bearer(client)).expect(200);
    expect(after.body).toEqual(saved.body);
  });

  it('checks every field: phone as registration does, required parts, a country from the list', async () => {
    const bad = await put(client, {
      ...PARIS,
      phone: 'call me',
      billingAddress: ' ',
      billingCountry: 'Atlantis',
      shippingCity: undefined,
      shippingCountry: 'FR',
    }).expect(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([
        'Invalid phone number',
        'Billing address is required',
        'Billing country must be a country from the list',
        'Shipping city is required',
        'Shipping country must be a country from the list',
      ]),
    );
    expect(bad.body.message).toHaveLength(5);
    const missing = await put(client, { ...PARIS, billingCountry: '' }).expect(400);
    expect(missing.body.message).toEqual(['Billing country is required']);
    // Nothing of a refused change was kept.
    const now = await request(t.http).get('/api/me/contact-details').set(bearer(client)).expect(200);
    expect(now.body.phone).toBe(PARIS.phone);
  });

  it("is the caller's own: another client changes only hers, a shopper and strangers none", async () => {
    const other = await registerClient(t.http, { shopperId: shopper.id });
    await put(other, { ...PARIS, phone: '+1 212 555 0100', billingCity: 'New York' }).expect(200);
    const mine = await request(t.http).get('/api/me/contact-details').set(bearer(client)).expect(200);
    expect(mine.body).toMatchObject({ phone: PARIS.phone, billingCity: 'Paris' });

    await put(shopper, PARIS).expect(403);
    await request(t.http).get('/api/me/contact-details').set(bearer(shopper)).expect(403);
    await request(t.http).put('/api/me/contact-details').send(PARIS).expect(401);
  });

  it('prints the stored country on the invoice PDF, not "United States"', async () => {
    await put(client, PARIS).expect(200);
    const task = await seedTask(t.app, { shopperId: shopper.id, clientId: client.id }, { title: 'Paris wardrobe' });
    const item = await seedItem(t.app, task.id, { name: 'Wool coat', unitPrice: '310.00' });
    const created = await request(t.http).post(`/api/tasks/${task.id}/invoice`).set(bearer(shopper)).expect(201);
    await request(t.http)
      .post(`/api/tasks/${task.id}/finalize`)
      .set(bearer(shopper))
      .send({ selectedItems: [{ itemId: item.id, quantity: 1 }] })
      .expect(200);

    for (const account of [shopper, client]) {
      const pdf = await request(t.http)
        .get(`/api/invoices/${created.body.invoice.id}/pdf`)
        .set(bearer(account))
        .buffer(true)
        .parse(binary)
        .expect(200);
      const text = pdfText(pdf.body as Buffer);
      expect(text).toContain('12 Rue de Rivoli');
      expect(text).toContain('Paris, Île-de-France 75004');
      expect(text).toMatch(/^\s*France\s*$/m);
      expect(text).not.toContain('United States');
      expect(text).toContain(PARIS.phone);
    }
  });
});

describe(`existing addresses and their country (migration 1732320000012, ${testDatabaseMode()})`, () => {
  it('keeps "United States" on American addresses and forgets it elsewhere', async () => {
    const db = await createTestDatabase();
    const migrationsBefore = MIGRATIONS.filter((m) => m.name !== 'ContactNotificationsRevocation1732320000012');
    expect(migrationsBefore).toHaveLength(MIGRATIONS.length - 1);
    const before = new DataSource({ ...buildDataSourceOptions(db.url), migrations: migrationsBefore });
    await before.initialize();
    const client = async (id: string, address: Record<string, string | null>) => {
      await before.query("INSERT INTO users (id, email, password, role) VALUES (?, ?, 'hash', ?)", [
        id,
        `${id}@example.com`,
        id === 'shopper' ? 'SHOPPER' : 'CLIENT',
      ]);
      if (id === 'shopper') {
        await before.query("INSERT INTO shoppers (userId) VALUES ('shopper')");
        return;
      }
      const columns = Object.keys(address);
      await before.query(
        `INSERT INTO clients (userId, shopperId, firstName, lastName, phone, billingAddress, ${columns.join(', ')}) ` +
          `VALUES (?, 'shopper', 'A', 'B', '555-0100', '1 Main St', ${columns.map(() => '?').join(', ')})`,
        [id, ...Object.values(address)],
      );
    };
    const american = { billingCity: 'Springfield', billingState: 'IL', billingZip: '62701' };
    await client('shopper', {});
    await client('us', {
      ...american,
      shippingState: 'New York',
      shippingZip: '10001-1234',
      shippingCountry: 'United States',
    });
    await client('paris', { billingCity: 'Paris', billingState: 'Île-de-France', billingZip: '75004' });
    await client('mixed', {
      ...american,
      shippingState: 'Ontario',
      shippingZip: 'M5V 2T6',
      shippingCountry: 'United States',
    });
    await client('chosen', {
      billingCity: 'Paris',
      billingState: 'IDF',
      billingZip: '75004',
      billingCountry: 'France',
    });
    await client('no-shipping', american);
    await before.destroy();

    const after = new DataSource(buildDataSourceOptions(db.url));
    await after.initialize();
    try {
      const rows = (await after.query(
        'SELECT userId, billingCountry, shippingCountry FROM clients ORDER BY userId',
      )) as { userId: string; billingCountry: string; shippingCountry: string | null }[];
      expect(rows).toEqual([
        { userId: 'chosen', billingCountry: 'France', shippingCountry: null },
        { userId: 'mixed', billingCountry: 'United States', shippingCountry: '' },
        { userId: 'no-shipping', billingCountry: 'United States', shippingCountry: null },
        { userId: 'paris', billingCountry: '', shippingCountry: null },
        { userId: 'us', billingCountry: 'United States', shippingCountry: 'United States' },
      ]);
    } finally {
      await after.destroy();
      await db.drop();
    }
  });
});
