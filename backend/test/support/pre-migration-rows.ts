import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** A row written with plain SQL, as a migration test writes what an older schema holds. */
export function insertRow(ds: DataSource, table: string, row: Record<string, unknown>): Promise<unknown> {
  const columns = Object.keys(row);
  return ds.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    Object.values(row),
  );
}

/**
 * A shopper, her client, a task and an item, written on a database migrated only so far: the
 * rows an invoice of the older schema hangs on. Only columns every migration has had.
 */
export async function seedShopOfOlderSchema(ds: DataSource) {
  const ids = { shopper: randomUUID(), client: randomUUID(), task: randomUUID(), item: randomUUID() };
  const [category] = (await ds.query('SELECT id FROM categories')) as { id: string }[];
  for (const [id, role] of [
    [ids.shopper, 'SHOPPER'],
    [ids.client, 'CLIENT'],
  ]) {
    await insertRow(ds, 'users', { id, email: `${id}@example.com`, password: 'hash', role });
    await insertRow(ds, 'profiles', { userId: id, displayName: role });
  }
  await insertRow(ds, 'shoppers', { userId: ids.shopper });
  await insertRow(ds, 'clients', {
    userId: ids.client,
    shopperId: ids.shopper,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '555-0100',
    billingAddress: '1 Main St',
    billingCity: 'Springfield',
    billingState: 'IL',
    billingZip: '62701',
  });
  await insertRow(ds, 'shop_tasks', {
    id: ids.task,
    title: 'Coats',
    uploadedImages: '[]',
    shopperId: ids.shopper,
    clientId: ids.client,
    categoryId: category!.id,
  });
  await insertRow(ds, 'items', { id: ids.item, taskId: ids.task, name: 'Coat', unitPrice: '19.99', imageUrls: '[]' });
  return ids;
}
