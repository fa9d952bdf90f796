import { randomUUID } from 'node:crypto';
import { DataSource, type FindOptionsWhere, QueryFailedError } from 'typeorm';
import { buildDataSourceOptions } from '../src/infra/database/data-source-options';
import { isUniqueViolation } from '../src/infra/database/query-errors';
import { Category } from '../src/modules/categories/category.entity';
import { Client } from '../src/modules/clients/client.entity';
import { CommentReaction } from '../src/modules/image-comments/entities/comment-reaction.entity';
import { ImageComment } from '../src/modules/image-comments/entities/image-comment.entity';
import { InviteCode } from '../src/modules/invite-codes/invite-code.entity';
import { Invoice } from '../src/modules/invoices/entities/invoice.entity';
import { InvoiceLine } from '../src/modules/invoices/entities/invoice-line.entity';
import { InvoiceReminder } from '../src/modules/invoices/reminders/entities/invoice-reminder.entity';
import { ItemFeedback } from '../src/modules/items/entities/item-feedback.entity';
import { Item } from '../src/modules/items/entities/item.entity';
import { Message } from '../src/modules/messages/message.entity';
import { Recipient } from '../src/modules/recipients/recipient.entity';
import { Shopper } from '../src/modules/shoppers/shopper.entity';
import { ShopTask } from '../src/modules/tasks/task.entity';
import { Profile } from '../src/modules/users/entities/profile.entity';
import { User, type UserRole } from '../src/modules/users/entities/user.entity';
import { createTestDatabase, type TestDatabase, testDatabaseMode } from './support/test-database';

describe('schema (migrations and entities)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let seq = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource(buildDataSourceOptions(db.url));
    await ds.initialize();
  });

  afterAll(async () => {
    if (ds?.isInitialized) await ds.destroy();
    await db?.drop();
  });

  const reload = <T extends { id: string }>(entity: { new (): T }, id: string): Promise<T> =>
    ds.getRepository(entity).findOneByOrFail({ id } as FindOptionsWhere<T>);

  async function user(role: UserRole): Promise<User> {
    seq += 1;
    const saved = await ds.getRepository(User).save({ email: `user${seq}@example.com`, password: 'hash', role });
    await ds.getRepository(Profile).insert({ userId: saved.id, displayName: `User ${seq}` });
    return saved;
  }

  async function shopper(): Promise<Shopper> {
    const { id } = await user('SHOPPER');
    await ds.getRepository(Shopper).insert({ userId: id });
    return ds.getRepository(Shopper).findOneByOrFail({ userId: id });
  }

  async function client(shopperId: string): Promise<Client> {
    const { id } = await user('CLIENT');
    await ds.getRepository(Client).insert({
      userId: id,
      shopperId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '555-0100',
      billingAddress: '1 Main St',
      billingCity: 'Springfield',
      billingState: 'IL',
      billingZip: '62701',
    });
    return ds.getRepository(Client).findOneByOrFail({ userId: id });
  }

  async function task(): Promise<ShopTask> {
    const s = await shopper();
    const c = await client(s.userId);
    const category = await ds.getRepository(Category).findOneByOrFail({ key: 'CLOTHING' });
    const { id } = await ds
      .getRepository(ShopTask)
      .save({ title: 'Spring wardrobe', shopperId: s.userId, clientId: c.userId, categoryId: category.id });
    return reload(ShopTask, id);
  }

  async function item(taskId: string): Promise<Item> {
    const { id } = await ds.getRepository(Item).save({ taskId, name: 'Linen shirt' });
    return reload(Item, id);
  }

  async function comment(taskId: string, userId: string): Promise<ImageComment> {
    const { id } = await ds
      .getRepository(ImageComment)
      .save({ taskId, userId, imageUrl: '/files/uploads/a.jpg', x: 12.3456, y: 87.5, content: 'This one' });
    return reload(ImageComment, id);
  }

  it('seeds the three categories with their form schemas as objects', async () => {
    const categories = await ds.getRepository(Category).find({ order: { key: 'ASC' } });
    expect(categories.map((c) => [c.key, c.name])).toEqual([
      ['CLOTHING', 'Clothing & Fashion'],
      ['EVENT', 'Event Planning & Supplies'],
      ['HOME_DECOR', 'Home Décor & Furnishing'],
    ]);
    for (const category of categories) {
      expect(category.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(category.description.length).toBeGreaterThan(0);
      expect(Array.isArray(category.formSchema.fields)).toBe(true);
    }
    const clothing = categories[0].formSchema;
    expect(clothing.fields.map((f) => f.key)).toEqual([
      'topsSizes',
      'bottomsAlphaSizes',
      'bottomsWLSizes',
      'shoeSizes',
      'shoeWidths',
      'style',
      'budget',
      'colors',
      'notes',
    ]);
    expect(clothing.fields.find((f) => f.key === 'shoeSizes')?.options).toHaveLength(19);
    const event = categories[1].formSchema;
    expect(event.fields.find((f) => f.key === 'guestCount')).toMatchObject({ type: 'number', min: 1 });
  });

  it('indexes the foreign keys the lists join on (SQLite adds them; MySQL has them per foreign key)', async () => {
    const runner = ds.createQueryRunner();
    try {
      const items = (await runner.getTable('items'))!;
      const indexed = items.indices.some((index) => index.columnNames.join() === 'taskId');
      const byForeignKey =
        testDatabaseMode() === 'mysql' && items.foreignKeys.some((fk) => fk.columnNames.join() === 'taskId');
      expect(indexed || byForeignKey).toBe(true);
    } finally {
      await runner.release();
    }
  });

  it('generates uuids and rejects a duplicate email', async () => {
    const first = await user('CLIENT');
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(
      ds.getRepository(User).insert({ email: first.email, password: 'other', role: 'SHOPPER' }),
    ).rejects.toThrow(QueryFailedError);
  });

  it('rejects a duplicate invite code and defaults isUsed to false', async () => {
    const s = await shopper();
    const { id } = await ds.getRepository(InviteCode).save({ code: 'ABC12345', shopperId: s.userId });
    const saved = await reload(InviteCode, id);
    expect(saved).toMatchObject({ isUsed: false, usedBy: null, usedAt: null, clientName: null });
    await expect(ds.getRepository(InviteCode).insert({ code: 'ABC12345', shopperId: s.userId })).rejects.toThrow(
      QueryFailedError,
    );
  });

  it('applies the column defaults', async () => {
    const t = await task();
    const profile = await ds.getRepository(Profile).findOneByOrFail({ userId: t.shopperId });
    expect(profile.colorPalette).toBe('gold');
    expect(profile.avatarUrl).toBeNull();
    expect((await ds.getRepository(Shopper).findOneByOrFail({ userId: t.shopperId })).defaultFeePct).toBe('12.50');
    expect((await ds.getRepository(Client).findOneByOrFail({ userId: t.clientId })).billingCountry).toBe(
      'United States',
    );
    expect(t).toMatchObject({ status: 'DRAFT', uploadedImages: [], feePct: null, answers: null, recipientId: null });

    const i = await item(t.id);
    expect(i).toMatchObject({ quantity: 1, unitPrice: '0.00', imageUrls: [], status: 'DRAFT' });

    const { id: invoiceId } = await ds
      .getRepository(Invoice)
      .save({ taskId: t.id, shopperId: t.shopperId, invoiceNumber: 'INV-0001', feePct: '12.5' });
    const invoice = await reload(Invoice, invoiceId);
    expect(invoice).toMatchObject({
      status: 'DUE',
      taxes: '0.00',
      originalSubtotal: '0.00',
      serviceFee: '0.00',
      total: '0.00',
      feePct: '12.50',
      paidAt: null,
    });

    const { id: lineId } = await ds.getRepository(InvoiceLine).save({
      invoiceId,
      itemId: i.id,
      capturedQuantity: 1,
      unitPrice: '10',
      lineTotal: '10',
      feePctAtCapture: '12.5',
      lineServiceFee: '1.25',
    });
    const line = await reload(InvoiceLine, lineId);
    expect(line).toMatchObject({ status: 'CAPTURED', lineTaxes: '0.00', unitPrice: '10.00', voidedAt: null });
    expect(line.capturedAt).toBeInstanceOf(Date);

    expect((await comment(t.id, t.clientId)).status).toBe('ACTIVE');
  });

  it('keeps invoice numbers unique per shopper only', async () => {
    const a = await task();
    const b = await task();
    const invoices = ds.getRepository(Invoice);
    await invoices.insert({ taskId: a.id, shopperId: a.shopperId, invoiceNumber: 'INV-0001', feePct: '10.00' });
    await invoices.insert({ taskId: a.id, shopperId: a.shopperId, invoiceNumber: 'INV-0002', feePct: '10.00' });
    await invoices.insert({ taskId: b.id, shopperId: b.shopperId, invoiceNumber: 'INV-0001', feePct: '10.00' });
    await expect(
      invoices.insert({ taskId: a.id, shopperId: a.shopperId, invoiceNumber: 'INV-0001', feePct: '10.00' }),
    ).rejects.toThrow(QueryFailedError);
  });

  it('keeps one payment reminder per invoice and stage, and drops them with their invoice', async () => {
    const t = await task();
    const invoices = ds.getRepository(Invoice);
    const { id: invoiceId } = await invoices.save({
      taskId: t.id,
      shopperId: t.shopperId,
      invoiceNumber: 'INV-0001',
      feePct: '10.00',
    });
    const reminders = ds.getRepository(InvoiceReminder);
    await reminders.insert({ invoiceId, stage: 'before', emailId: randomUUID() });
    await reminders.insert({ invoiceId, stage: 'due', emailId: randomUUID() });
    const twice = await reminders.insert({ invoiceId, stage: 'before', emailId: randomUUID() }).catch((e) => e);
    expect(isUniqueViolation(twice)).toBe(true);
    expect((await reminders.findOneByOrFail({ invoiceId, stage: 'due' })).createdAt).toBeInstanceOf(Date);
    await invoices.delete(invoiceId);
    expect(await reminders.countBy({ invoiceId })).toBe(0);
  });

  it('returns money as two-decimal strings and pin positions as numbers', async () => {
    const t = await task();
    const items = ds.getRepository(Item);
    const { id } = await items.save({ taskId: t.id, name: 'Coat', unitPrice: '12.5', quantity: 3 });
    expect((await reload(Item, id)).unitPrice).toBe('12.50');
    await items.update(id, { unitPrice: '99999999.99' });
    expect((await reload(Item, id)).unitPrice).toBe('99999999.99');
    await items.update(id, { unitPrice: '0.1' });
    expect((await reload(Item, id)).unitPrice).toBe('0.10');

    await ds.getRepository(Shopper).update(t.shopperId, { defaultFeePct: '7.5' });
    expect((await ds.getRepository(Shopper).findOneByOrFail({ userId: t.shopperId })).defaultFeePct).toBe('7.50');

    const c = await comment(t.id, t.shopperId);
    expect(c.x).toBe(12.3456);
    expect(c.y).toBe(87.5);
  });

  it('round-trips JSON columns and dates', async () => {
    const t = await task();
    const answers = {
      topsSizes: ['S', 'M'],
      shoeSizes: ['9.5'],
      style: 'classic',
      budget: '100-300',
      colors: ['Navy'],
      notes: 'No "wool", it\'s itchy 🧶',
    };
    const tasks = ds.getRepository(ShopTask);
    await tasks.update(t.id, { answers, uploadedImages: ['/files/uploads/1.jpg', '/files/uploads/2.jpg'] });
    const reloaded = await reload(ShopTask, t.id);
    expect(reloaded.answers).toEqual(answers);
    expect(reloaded.uploadedImages).toEqual(['/files/uploads/1.jpg', '/files/uploads/2.jpg']);

    // A save that leaves a list out must not reset it to [].
    await tasks.save({ id: t.id, title: 'Renamed' });
    expect((await reload(ShopTask, t.id)).uploadedImages).toHaveLength(2);

    const profile = { clothingStyle: 'boho', sizing: { topSize: 'M', brands: 'zara, coach' } };
    await ds.getRepository(Client).update(t.clientId, { profile });
    expect((await ds.getRepository(Client).findOneByOrFail({ userId: t.clientId })).profile).toEqual(profile);

    const { id } = await ds.getRepository(Recipient).save({
      clientId: t.clientId,
      relationship: 'spouse',
      displayName: 'Sam',
      birthdate: '1990-01-01',
      profile,
    });
    const recipient = await reload(Recipient, id);
    expect(recipient).toMatchObject({ birthdate: '1990-01-01', profile, gender: null, notes: null });
  });

  it('deletes a recipient by clearing it from tasks, and cascades task deletion to items', async () => {
    const t = await task();
    const { id: recipientId } = await ds
      .getRepository(Recipient)
      .save({ clientId: t.clientId, relationship: 'self', displayName: 'Me' });
    await ds.getRepository(ShopTask).update(t.id, { recipientId });
    await ds.getRepository(Recipient).delete(recipientId);
    expect((await reload(ShopTask, t.id)).recipientId).toBeNull();

    const i = await item(t.id);
    await ds.getRepository(ShopTask).delete(t.id);
    expect(await ds.getRepository(Item).findOneBy({ id: i.id })).toBeNull();

    await expect(ds.getRepository(Item).insert({ taskId: t.id, name: 'Orphan' })).rejects.toThrow(QueryFailedError);
  });

  it('allows one feedback per item and user', async () => {
    const t = await task();
    const i = await item(t.id);
    const feedback = ds.getRepository(ItemFeedback);
    const { id } = await feedback.save({ itemId: i.id, userId: t.clientId, isLiked: true });
    expect((await reload(ItemFeedback, id)).isLiked).toBe(true);
    await feedback.insert({ itemId: i.id, userId: t.shopperId, isLiked: false });
    await expect(feedback.insert({ itemId: i.id, userId: t.clientId, isLiked: false })).rejects.toThrow(
      QueryFailedError,
    );
  });

  it('allows one reaction per comment and user, and replies cascade with their parent', async () => {
    const t = await task();
    const parent = await comment(t.id, t.clientId);
    const reactions = ds.getRepository(CommentReaction);
    await reactions.insert({ commentId: parent.id, userId: t.shopperId, reactionType: 'LIKE' });
    await expect(
      reactions.insert({ commentId: parent.id, userId: t.shopperId, reactionType: 'APPROVE' }),
    ).rejects.toThrow(QueryFailedError);

    const { id: replyId } = await ds.getRepository(ImageComment).save({
      taskId: t.id,
      userId: t.shopperId,
      imageUrl: parent.imageUrl,
      x: 0,
      y: 100,
      content: 'Agreed',
      parentCommentId: parent.id,
    });
    await ds.getRepository(ImageComment).delete(parent.id);
    expect(await ds.getRepository(ImageComment).findOneBy({ id: replyId })).toBeNull();
    expect(await reactions.countBy({ commentId: parent.id })).toBe(0);
  });

  it('stores emoji in messages and keeps milliseconds in timestamps', async () => {
    const t = await task();
    const messages = ds.getRepository(Message);
    const opening = 'Love it 😍👍🏽 — café ✨';
    const content = opening + '🎉'.repeat(Math.floor((1000 - opening.length) / 2));
    const { id } = await messages.save({ taskId: t.id, senderId: t.clientId, content });
    expect((await reload(Message, id)).content).toBe(content);

    const at = new Date('2024-03-01T10:20:30.123Z');
    const { id: stamped } = await messages.save({ taskId: t.id, senderId: t.shopperId, content: 'x', createdAt: at });
    expect((await reload(Message, stamped)).createdAt.toISOString()).toBe(at.toISOString());

    // Database defaults: five rows all landing on a whole second would mean no milliseconds.
    for (let n = 0; n < 5; n += 1) await messages.insert({ taskId: t.id, senderId: t.clientId, content: `m${n}` });
    const rows = await messages.find({ where: { taskId: t.id }, order: { createdAt: 'ASC' } });
    expect(rows[0].id).toBe(stamped);
    const defaulted = rows.filter((m) => m.content.startsWith('m'));
    expect(defaulted.some((m) => m.createdAt.getUTCMilliseconds() !== 0)).toBe(true);
    // UTC on both sides: a zone offset would put the rows hours away from now.
    for (const m of defaulted) expect(Math.abs(m.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  if (testDatabaseMode() === 'mysql') {
    it('creates utf8mb4 text columns on MySQL', async () => {
      const rows: { COLUMN_NAME: string; CHARACTER_SET_NAME: string }[] = await ds.query(
        `SELECT COLUMN_NAME, CHARACTER_SET_NAME FROM information_schema.COLUMNS
         WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN ('messages', 'image_comments') AND CHARACTER_SET_NAME IS NOT NULL`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.CHARACTER_SET_NAME))).toEqual(new Set(['utf8mb4']));
    });
  }

  it('reverts every migration and applies them again', async () => {
    // Categories still used by tasks cannot be un-seeded: clear the tasks first.
    for (const entity of [InvoiceLine, Invoice, ShopTask])
      await ds.createQueryBuilder().delete().from(entity).execute();
    const indexRunner = ds.createQueryRunner();
    try {
      // Down to the shopper's brand (1732320000013), whichever later ones are still applied.
      for (let last = ''; last !== 'ShopperBrand1732320000013'; ) {
        const [newest] = (await ds.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1')) as { name: string }[];
        last = newest!.name;
        await ds.undoLastMigration({ transaction: 'each' });
      }
      expect(await indexRunner.hasTable('invoice_reminders')).toBe(false);
      const preferencesNow = await indexRunner.getTable('email_preferences');
      expect(preferencesNow!.findColumnByName('paymentReminders')).toBeUndefined();
      const shoppers = await indexRunner.getTable('shoppers');
      for (const column of ['businessName', 'businessAddress', 'paymentInstructions', 'paymentLink', 'logoUrl']) {
        expect(shoppers!.findColumnByName(column)).toBeUndefined();
      }
      await ds.undoLastMigration({ transaction: 'each' });
      expect((await indexRunner.getTable('invite_codes'))!.findColumnByName('revokedAt')).toBeUndefined();
      const preferences = await indexRunner.getTable('email_preferences');
      expect(preferences!.findColumnByName('clientsAndRequests')).toBeUndefined();
      expect((await indexRunner.getTable('notifications'))!.findColumnByName('taskId')!.isNullable).toBe(false);
      await ds.undoLastMigration({ transaction: 'each' });
      expect(await indexRunner.hasTable('idempotency_keys')).toBe(false);
      await ds.undoLastMigration({ transaction: 'each' });
      for (const table of ['emails', 'password_reset_tokens', 'email_preferences', 'pending_digests']) {
        expect(await indexRunner.hasTable(table)).toBe(false);
      }
      expect((await indexRunner.getTable('notifications'))!.findColumnByName('emailedAt')).toBeUndefined();
      await ds.undoLastMigration({ transaction: 'each' });
      expect((await indexRunner.getTable('items'))!.indices.map((index) => index.name)).not.toContain(
        'IDX_items_task_totals',
      );
      await ds.undoLastMigration({ transaction: 'each' });
      expect((await indexRunner.getTable('shoppers'))!.findColumnByName('dataVersion')).toBeUndefined();
      await ds.undoLastMigration({ transaction: 'each' });
      expect(await indexRunner.hasTable('uploads')).toBe(false);
      await ds.undoLastMigration({ transaction: 'each' });
      expect((await indexRunner.getTable('users'))!.findColumnByName('tokenVersion')).toBeUndefined();
      await ds.undoLastMigration({ transaction: 'each' });
      expect(await indexRunner.hasTable('task_reads')).toBe(false);
      expect(await indexRunner.hasTable('notifications')).toBe(false);
      await ds.undoLastMigration({ transaction: 'each' });
      expect(await indexRunner.hasTable('enrichment_runs')).toBe(false);
      await ds.undoLastMigration({ transaction: 'each' });
      expect((await indexRunner.getTable('items'))!.indices.map((index) => index.name)).not.toContain(
        'IDX_items_taskId',
      );
    } finally {
      await indexRunner.release();
    }
    await ds.undoLastMigration({ transaction: 'each' });
    expect(await ds.getRepository(Category).count()).toBe(0);
    await ds.undoLastMigration({ transaction: 'each' });
    const runner = ds.createQueryRunner();
    try {
      for (const table of ['users', 'shop_tasks', 'invoice_lines', 'messages', 'audit_events']) {
        expect(await runner.hasTable(table)).toBe(false);
      }
    } finally {
      await runner.release();
    }
    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.getRepository(Category).count()).toBe(3);
  });
});
