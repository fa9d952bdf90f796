import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/infra/database/data-source-options';
import { MIGRATIONS } from '../src/infra/database/migrations';
import { DraftInvoices1732320000015 } from '../src/infra/database/migrations/1732320000015-draft-invoices';
import { insertRow, seedShopOfOlderSchema } from './support/pre-migration-rows';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Migration 1732320000015 on a database that already bills: invoiceNumber becomes nullable
 * (SQLite rebuilds the invoices table, which invoice_lines and credit notes reference with
 * ON DELETE CASCADE), the empty invoices that were never finalized become drafts, and
 * nothing else moves.
 */
describe('migration: draft invoices', () => {
  let db: TestDatabase;
  let ds: DataSource;

  const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(DraftInvoices1732320000015));
  let ids: Awaited<ReturnType<typeof seedShopOfOlderSchema>>;
  const billed = { invoice: randomUUID(), line: randomUUID() };
  const empty = randomUUID();

  beforeAll(async () => {
    db = await createTestDatabase();
    const old = new DataSource({ ...buildDataSourceOptions(db.url), migrations: before });
    await old.initialize();
    ids = await seedShopOfOlderSchema(old);
    const insert = (table: string, row: Record<string, unknown>) => insertRow(old, table, row);
    const invoice = { taskId: ids.task, shopperId: ids.shopper, feePct: '12.50' };
    await insert('invoices', { ...invoice, id: billed.invoice, invoiceNumber: 'INV-2026-0001', total: '22.49' });
    await insert('invoice_lines', {
      id: billed.line,
      invoiceId: billed.invoice,
      itemId: ids.item,
      capturedQuantity: 1,
      unitPrice: '19.99',
      lineTotal: '19.99',
      feePctAtCapture: '12.50',
      lineServiceFee: '2.50',
    });
    // Created and never given anything: the client was shown it as an empty DUE invoice.
    await insert('invoices', { ...invoice, id: empty, invoiceNumber: 'INV-2026-0002' });
    await old.destroy();

    ds = new DataSource(buildDataSourceOptions(db.url));
    await ds.initialize();
  });

  afterAll(async () => {
    if (ds?.isInitialized) await ds.destroy();
    await db?.drop();
  });

  it('keeps every billed invoice and its lines, number and all', async () => {
    expect(await ds.query('SELECT id, invoiceNumber, status FROM invoices WHERE id = ?', [billed.invoice])).toEqual([
      { id: billed.invoice, invoiceNumber: 'INV-2026-0001', status: 'DUE' },
    ]);
    expect(await ds.query('SELECT id FROM invoice_lines WHERE invoiceId = ?', [billed.invoice])).toEqual([
      { id: billed.line },
    ]);
  });

  it('turns an empty invoice that was never finalized into a numberless draft', async () => {
    expect(await ds.query('SELECT invoiceNumber, status FROM invoices WHERE id = ?', [empty])).toEqual([
      { invoiceNumber: null, status: 'DRAFT' },
    ]);
  });

  it('takes drafts without numbers, and still refuses a number twice for a shopper', async () => {
    const draft = { taskId: ids.task, shopperId: ids.shopper, feePct: '12.50', status: 'DRAFT' };
    await ds.query('INSERT INTO invoices (id, taskId, shopperId, feePct, status) VALUES (?, ?, ?, ?, ?)', [
      randomUUID(),
      ...Object.values(draft),
    ]);
    await expect(
      ds.query('INSERT INTO invoices (id, taskId, shopperId, feePct, invoiceNumber) VALUES (?, ?, ?, ?, ?)', [
        randomUUID(),
        ids.task,
        ids.shopper,
        '12.50',
        'INV-2026-0001',
      ]),
    ).rejects.toThrow();
  });

  it('still cascades from an invoice to its lines', async () => {
    await ds.query('DELETE FROM invoices WHERE id = ?', [billed.invoice]);
    expect(await ds.query('SELECT id FROM invoice_lines WHERE invoiceId = ?', [billed.invoice])).toEqual([]);
  });
});
