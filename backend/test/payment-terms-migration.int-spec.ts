import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/infra/database/data-source-options';
import { MIGRATIONS } from '../src/infra/database/migrations';
import { PaymentTerms1732320000020 } from '../src/infra/database/migrations/1732320000020-payment-terms';
import { insertRow, seedShopOfOlderSchema } from './support/pre-migration-rows';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Migration 1732320000020 on a database that already bills: every shopper gets 7-day terms,
 * and each invoice finalized before gets the due date after which it used to count as
 * overdue (14 days after it was finalized, or created); a draft gets none.
 */
describe('migration: payment terms', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let shopperId: string;
  const invoices = { finalized: randomUUID(), createdOnly: randomUUID(), draft: randomUUID() };

  beforeAll(async () => {
    db = await createTestDatabase();
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(PaymentTerms1732320000020));
    const old = new DataSource({ ...buildDataSourceOptions(db.url), migrations: before });
    await old.initialize();
    const ids = await seedShopOfOlderSchema(old);
    shopperId = ids.shopper;
    const invoice = { taskId: ids.task, shopperId: ids.shopper, feePct: '12.50' };
    await insertRow(old, 'invoices', {
      ...invoice,
      id: invoices.finalized,
      invoiceNumber: 'INV-2026-0001',
      createdAt: '2026-11-01 09:00:00.000',
      finalizedAt: '2026-11-20 23:30:00.000',
    });
    await insertRow(old, 'invoices', {
      ...invoice,
      id: invoices.createdOnly,
      invoiceNumber: 'INV-2026-0002',
      status: 'PAID',
      createdAt: '2026-11-05 10:00:00.000',
    });
    await insertRow(old, 'invoices', { ...invoice, id: invoices.draft, status: 'DRAFT' });
    await old.destroy();
    ds = new DataSource(buildDataSourceOptions(db.url));
    await ds.initialize();
  });

  afterAll(async () => {
    if (ds?.isInitialized) await ds.destroy();
    await db?.drop();
  });

  const dueDateOf = async (id: string) =>
    ((await ds.query('SELECT dueDate FROM invoices WHERE id = ?', [id])) as { dueDate: string | null }[])[0]!.dueDate;

  it('dates the invoices finalized before 14 days on, and leaves a draft undated', async () => {
    expect(await dueDateOf(invoices.finalized)).toBe('2026-12-04');
    expect(await dueDateOf(invoices.createdOnly)).toBe('2026-11-19');
    expect(await dueDateOf(invoices.draft)).toBeNull();
  });

  it('gives every shopper 7-day terms', async () => {
    const [row] = (await ds.query('SELECT paymentTermDays FROM shoppers WHERE userId = ?', [shopperId])) as {
      paymentTermDays: number | string;
    }[];
    expect(Number(row!.paymentTermDays)).toBe(7);
  });
});
