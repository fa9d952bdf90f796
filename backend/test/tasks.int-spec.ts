import request from 'supertest';
import { DataSource } from 'typeorm';
import { Category } from '../src/modules/categories/category.entity';
import { Invoice, type InvoiceStatus } from '../src/modules/invoices/entities/invoice.entity';
import { InvoiceLine, type InvoiceLineStatus } from '../src/modules/invoices/entities/invoice-line.entity';
import { ItemFeedback } from '../src/modules/items/entities/item-feedback.entity';
import { ShopTask } from '../src/modules/tasks/task.entity';
import { registerClient, registerShopper, type TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedRecipient, seedTask } from './support/shopping-fixtures';
import { storedUpload } from './support/stored-objects';
import { createTestApp, type TestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const UPLOAD_URL = /^\/files\/uploads\/([0-9a-f]{2})\/\1[0-9a-f]{62}\.(png|jpg|gif|webp)$/;
const MB = 1024 * 1024;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(18),
]);

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;
/** A distinct PNG of exactly `size` bytes (the header, then filler). */
const pngOfSize = (size: number, fill = 1) => {
  const bytes = Buffer.alloc(size, fill);
  PNG.copy(bytes);
  return bytes;
};

describe('tasks', () => {
  let t: TestApp;
  let cast: Cast;
  let shopperA: TestAccount;
  let clientA: TestAccount;
  let shopperB: TestAccount;
  let clientB: TestAccount;
  let recipientA: string;
  let recipientB: string;
  let categories: Record<string, Category>;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    ({ shopperA, clientA, shopperB, clientB } = cast);
    recipientA = (await seedRecipient(t.app, clientA.id, { displayName: 'Casey herself' })).id;
    recipientB = (await seedRecipient(t.app, clientB.id)).id;
    const rows = await t.app.get(DataSource).getRepository(Category).find();
    categories = Object.fromEntries(rows.map((category) => [category.key, category]));
  });
  afterAll(() => t.close());

  const db = () => t.app.get(DataSource);
  const post = (account: TestAccount, body: object) =>
    request(t.http).post('/api/tasks').set(bearer(account)).send(body);
  const get = (account: TestAccount, path: string) => request(t.http).get(path).set(bearer(account));
  const put = (account: TestAccount, id: string, body: object) =>
    request(t.http).put(`/api/tasks/${id}`).set(bearer(account)).send(body);
  /** A shopper's valid request for clientA: override or drop (undefined) fields. */
  const shopperTask = (overrides: Record<string, unknown> = {}) => ({
    title: 'Spring wardrobe',
    description: 'Two jackets',
    clientId: clientA.id,
    categoryId: categories.CLOTHING.id,
    recipientId: recipientA,
    ...overrides,
  });
  const clientTask = (overrides: Record<string, unknown> = {}) => ({
    title: 'Birthday party',
    description: 'Balloons and cake toppers',
    clientId: 'auto',
    categoryId: 'EVENT',
    recipientId: recipientA,
    ...overrides,
  });
  const storedTask = (id: string) => db().getRepository(ShopTask).findOneByOrFail({ id });

  /** An invoice of the task with captured (or voided) lines, written straight to the tables. */
  async function seedInvoice(
    task: ShopTask,
    status: InvoiceStatus,
    lines: { itemId: string; quantity: number; status?: InvoiceLineStatus }[] = [],
    createdAt = new Date(),
  ): Promise<Invoice> {
    const invoice = await db()
      .getRepository(Invoice)
      .save({
        taskId: task.id,
        shopperId: task.shopperId,
        invoiceNumber: `INV-${Math.random().toString(36).slice(2, 10)}`,
        feePct: '12.50',
        status,
        createdAt,
      });
    for (const line of lines) {
      await db()
        .getRepository(InvoiceLine)
        .save({
          invoiceId: invoice.id,
          itemId: line.itemId,
          capturedQuantity: line.quantity,
          unitPrice: '10.00',
          lineTotal: '10.00',
          feePctAtCapture: '12.50',
          lineServiceFee: '1.25',
          status: line.status ?? 'CAPTURED',
        });
    }
    return invoice;
  }

  describe('POST /api/tasks', () => {
    it('creates a DRAFT task for a shopper’s client, answering its id', async () => {
      const res = await post(
        shopperA,
        shopperTask({ feePct: 15.5, answers: { style: 'classic', topsSizes: ['M'], budget: '100-300' } }),
      ).expect(201);
      expect(res.body).toEqual({ id: expect.stringMatching(UUID) });
      const task = await storedTask(res.body.id);
      expect(task).toMatchObject({
        title: 'Spring wardrobe',
        description: 'Two jackets',
        shopperId: shopperA.id,
        clientId: clientA.id,
        recipientId: recipientA,
        categoryId: categories.CLOTHING.id,
        status: 'DRAFT',
        feePct: '15.50',
        answers: { style: 'classic', topsSizes: ['M'], budget: '100-300' },
        uploadedImages: [],
        notes: null,
      });
    });

    it('lets a client create their own task ("auto"), under their shopper, by category key', async () => {
      const res = await post(clientA, clientTask()).expect(201);
      const task = await storedTask(res.body.id);
      expect(task).toMatchObject({ clientId: clientA.id, shopperId: shopperA.id, categoryId: categories.EVENT.id });
      expect(task.feePct).toBeNull();
      // Leaving clientId out or naming themselves is the same for a client.
      await post(clientA, clientTask({ clientId: undefined })).expect(201);
      await post(clientA, clientTask({ clientId: clientA.id })).expect(201);
    });

    it('requires title, category and recipient with the spec’s messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ title: undefined }, 'Title is required'],
        [{ title: '   ' }, 'Title is required'],
        [{ categoryId: undefined }, 'Category is required'],
        [{ recipientId: undefined }, 'Please select who we are shopping for.'],
        [{ recipientId: '' }, 'Please select who we are shopping for.'],
      ];
      for (const [overrides, message] of cases) {
        const res = await post(shopperA, shopperTask(overrides)).expect(400);
        expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [message] });
      }
    });

    it('requires a client from a shopper, and one of their own', async () => {
      for (const clientId of [undefined, '', 'auto']) {
        const res = await post(shopperA, shopperTask({ clientId })).expect(400);
        expect(res.body.message).toBe('Client is required');
      }
      await post(shopperA, shopperTask({ clientId: clientB.id, recipientId: recipientB })).expect(404);
      await post(shopperB, shopperTask()).expect(404);
    });

    it('requires a description from a client only', async () => {
      const res = await post(clientA, clientTask({ description: '  ' })).expect(400);
      expect(res.body.message).toBe('Description is required');
      await post(shopperA, shopperTask({ description: undefined })).expect(201);
    });

    it('refuses a client acting for another client or setting the fee (403)', async () => {
      await post(clientA, clientTask({ clientId: clientB.id })).expect(403);
      const res = await post(clientA, clientTask({ feePct: 5 })).expect(403);
      expect(res.body.message).toBe('Only the shopper sets the service fee');
      await post(clientA, clientTask({ feePct: null })).expect(201);
    });

    it('refuses a recipient of another client, or an unknown one', async () => {
      const res = await post(clientA, clientTask({ recipientId: recipientB })).expect(400);
      expect(res.body.message).toBe('The recipient does not belong to this client');
      await post(shopperA, shopperTask({ recipientId: recipientB })).expect(400);
      const unknown = await post(clientA, clientTask({ recipientId: '00000000-0000-4000-8000-000000000000' }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Recipient not found');
    });

    it('refuses an unknown category', async () => {
      for (const categoryId of ['SHOES', '00000000-0000-4000-8000-000000000000']) {
        const res = await post(shopperA, shopperTask({ categoryId })).expect(400);
        expect(res.body.message).toBe('Category not found');
      }
    });

    it('takes a fee between 0 and 100 with at most two decimals', async () => {
      for (const [feePct, stored] of [
        ['0', '0.00'],
        [100, '100.00'],
        ['12.5', '12.50'],
        [7.25, '7.25'],
      ] as const) {
        const res = await post(shopperA, shopperTask({ feePct })).expect(201);
        expect((await storedTask(res.body.id)).feePct).toBe(stored);
      }
      for (const feePct of [100.01, -1, '12.345', 'ten', true]) {
        const res = await post(shopperA, shopperTask({ feePct })).expect(400);
        expect(res.body.message).toEqual(['Service fee must be between 0% and 100%']);
      }
    });

    describe('answers', () => {
      const withAnswers = (categoryId: string, answers: unknown) =>
        post(shopperA, shopperTask({ categoryId, answers }));

      it('accepts each category’s fields with their types, custom text included', async () => {
        await withAnswers('CLOTHING', {
          topsSizes: ['M', 'tall L'],
          bottomsAlphaSizes: ['S'],
          bottomsWLSizes: ['31/33'],
          shoeSizes: ['9.5'],
          shoeWidths: ['W'],
          style: 'quiet luxury',
          budget: 'around 400',
          colors: ['Black', 'sage green'],
          notes: 'No wool',
        }).expect(201);
        await withAnswers('HOME_DECOR', {
          room: 'attic',
          style: 'modern',
          budget: '500-1500',
          dimensions: '3 x 4 m',
          notes: 'Cat-proof',
        }).expect(201);
        const event = await withAnswers('EVENT', {
          date: '2026-06-20',
          theme: 'garden party',
          guestCount: 40,
          budget: '5000-plus',
          venue: 'Backyard',
          specialRequests: 'Vegan cake',
        }).expect(201);
        expect((await storedTask(event.body.id)).answers).toEqual({
          date: '2026-06-20',
          theme: 'garden party',
          guestCount: 40,
          budget: '5000-plus',
          venue: 'Backyard',
          specialRequests: 'Vegan cake',
        });
      });

      it('names an unknown key, including one of another category', async () => {
        const res = await withAnswers('CLOTHING', { style: 'classic', room: 'living' }).expect(400);
        expect(res.body.message).toMatch(/^Unknown answer "room"/);
        expect((await withAnswers('HOME_DECOR', { guestCount: 3 }).expect(400)).body.message).toMatch(
          /^Unknown answer "guestCount"/,
        );
        expect((await withAnswers('EVENT', { colors: ['Red'] }).expect(400)).body.message).toMatch(
          /^Unknown answer "colors"/,
        );
      });

      it('names a value of the wrong type', async () => {
        const cases: [string, object, string][] = [
          ['CLOTHING', { topsSizes: 'M' }, 'Answer "topsSizes" must be a list of text'],
          ['CLOTHING', { style: 3 }, 'Answer "style" must be text'],
          ['HOME_DECOR', { dimensions: { w: 3 } }, 'Answer "dimensions" must be text'],
          ['EVENT', { guestCount: '40' }, 'Answer "guestCount" must be a number'],
          ['EVENT', { guestCount: 0 }, 'Guest count must be at least 1'],
          ['EVENT', { date: 'next friday' }, 'Answer "date" must be a date (YYYY-MM-DD)'],
        ];
        for (const [category, answers, message] of cases) {
          expect((await withAnswers(category, answers).expect(400)).body.message).toBe(message);
        }
        expect((await withAnswers('EVENT', ['guestCount']).expect(400)).body.message).toEqual([
          'Answers must be an object',
        ]);
      });
    });

    describe('reference images', () => {
      it('stores data URLs as files; the database keeps /files/uploads URLs only', async () => {
        const images = [
          dataUrl(PNG),
          dataUrl(JPEG, 'image/jpeg'),
          dataUrl(GIF, 'image/gif'),
          dataUrl(WEBP, 'image/webp'),
        ];
        const res = await post(clientA, clientTask({ uploadedImages: images })).expect(201);
        const task = await storedTask(res.body.id);
        expect(task.uploadedImages).toHaveLength(4);
        expect(task.uploadedImages.map((url) => url.split('.').pop())).toEqual(['png', 'jpg', 'gif', 'webp']);
        for (const [index, url] of task.uploadedImages.entries()) {
          expect(url).toMatch(UPLOAD_URL);
          expect((await storedUpload(t, url)).equals([PNG, JPEG, GIF, WEBP][index])).toBe(true);
        }
        const [raw] = await db().query(`SELECT * FROM shop_tasks WHERE id = ?`, [task.id]);
        expect(JSON.stringify(raw)).not.toContain('data:');
      });

      it('accepts five images of 5 MB each in one request (the route’s own body limit)', async () => {
        const images = [1, 2, 3, 4, 5].map((fill) => dataUrl(pngOfSize(5 * MB, fill)));
        const res = await post(shopperA, shopperTask({ uploadedImages: images })).expect(201);
        expect((await storedTask(res.body.id)).uploadedImages).toHaveLength(5);
      });

      it('keeps the small JSON limit on every other task route, and a bound on this one', async () => {
        const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id });
        const big = await put(shopperA, task.id, { notes: 'x'.repeat(2 * MB) });
        expect(big.status).toBe(413);
        expect(big.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: expect.any(String) });
        const huge = await post(shopperA, shopperTask({ description: 'x'.repeat(37 * MB) }));
        expect(huge.status).toBe(413);
        expect(huge.body.statusCode).toBe(413);
      });

      it('refuses more than five images', async () => {
        const images = Array.from({ length: 6 }, (_, i) => dataUrl(pngOfSize(100, i + 1)));
        const res = await post(clientA, clientTask({ uploadedImages: images })).expect(400);
        expect(res.body.message).toEqual(['6 images given; at most 5 reference images per task']);
      });

      it('refuses an image over 5 MB, naming it (413), and stores nothing', async () => {
        const before = await db().getRepository(ShopTask).count();
        const images = [dataUrl(PNG), dataUrl(pngOfSize(5 * MB + 1, 7))];
        const res = await post(clientA, clientTask({ title: 'Too big', uploadedImages: images })).expect(413);
        expect(res.body).toEqual({
          statusCode: 413,
          error: 'Payload Too Large',
          message: 'Image 2 is too large. Max 5MB per file.',
        });
        expect(await db().getRepository(ShopTask).count()).toBe(before);
      });

      it('refuses what is not a JPEG, PNG, GIF or WebP image by its bytes, whatever it claims', async () => {
        const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
        const cases: [string, string][] = [
          [dataUrl(svg, 'image/png'), 'Image 1 is not a JPEG, PNG, GIF or WebP image'],
          [
            dataUrl(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'image/jpeg'),
            'Image 1 is not a JPEG, PNG, GIF or WebP image',
          ],
          ['https://example.com/photo.png', 'Image 1 is not a base64 data URL'],
          ['data:image/png;base64,%%%%', 'Image 1 is not valid base64'],
        ];
        for (const [image, message] of cases) {
          const res = await post(clientA, clientTask({ uploadedImages: [image] })).expect(400);
          expect(res.body.message).toBe(message);
        }
        expect((await post(clientA, clientTask({ uploadedImages: [42] })).expect(400)).body.message).toEqual([
          'Each reference image must be a data URL',
        ]);
      });
    });

    it('keeps text byte for byte: quotes, emoji, HTML', async () => {
      const title = `"Tom's" 🎁 <b>gift</b> & <script>x</script>`;
      const description = `Line one\nLine "two" — émoji 👗👠 <img src=x onerror=alert(1)> 'single'`;
      const res = await post(clientA, clientTask({ title, description, answers: { venue: '<i>"Chez Moi"</i> 🏡' } }));
      expect(res.status).toBe(201);
      const detail = await get(clientA, `/api/tasks/${res.body.id}`).expect(200);
      expect(detail.body.task.title).toBe(title);
      expect(detail.body.task.description).toBe(description);
      expect(detail.body.task.answers).toEqual({ venue: '<i>"Chez Moi"</i> 🏡' });
      const listed = await get(clientA, '/api/tasks').expect(200);
      expect(listed.body.find((row: { id: string }) => row.id === res.body.id).title).toBe(title);
    });

    it('needs a token', async () => {
      await request(t.http).post('/api/tasks').send(clientTask()).expect(401);
    });
  });

  describe('GET /api/tasks/:id', () => {
    it('answers the task, its items with derived fields, category, client, shopper and recipient', async () => {
      const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id }, { recipientId: recipientA });
      const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
      const blazer = await seedItem(t.app, task.id, {
        name: 'Blazer',
        quantity: 3,
        unitPrice: '19.99',
        createdAt: secondsAgo(3),
      });
      const scarf = await seedItem(t.app, task.id, {
        name: 'Scarf',
        status: 'INVOICED_DUE',
        quantity: 1,
        createdAt: secondsAgo(2),
      });
      const paid = await seedItem(t.app, task.id, {
        name: 'Belt',
        status: 'INVOICED_PAID',
        quantity: 2,
        createdAt: secondsAgo(1),
      });
      // An old voided invoice holds nothing; the newer due one holds 2 of the blazers and the scarf.
      await seedInvoice(task, 'VOID', [{ itemId: blazer.id, quantity: 3 }], new Date(Date.now() - 60_000));
      const due = await seedInvoice(task, 'DUE', [
        { itemId: blazer.id, quantity: 2 },
        { itemId: scarf.id, quantity: 1 },
        { itemId: paid.id, quantity: 2, status: 'VOIDED' },
      ]);
      await db()
        .getRepository(ItemFeedback)
        .save([
          { itemId: blazer.id, userId: clientA.id, isLiked: true },
          { itemId: blazer.id, userId: shopperA.id, isLiked: false },
          { itemId: scarf.id, userId: clientA.id, isLiked: false },
        ]);

      const res = await get(clientA, `/api/tasks/${task.id}`).expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['category', 'client', 'items', 'recipient', 'shopper', 'task']);
      expect(res.body.task).toMatchObject({
        id: task.id,
        title: task.title,
        status: 'DRAFT',
        feePct: null,
        effectiveFeePct: '12.50',
        clientId: clientA.id,
        shopperId: shopperA.id,
        recipientId: recipientA,
        uploadedImages: [],
        createdAt: expect.stringMatching(ISO_DATE),
      });
      expect(res.body.category).toMatchObject({
        id: categories.CLOTHING.id,
        key: 'CLOTHING',
        name: 'Clothing & Fashion',
      });
      expect(res.body.category.formSchema.fields.length).toBeGreaterThan(0);
      expect(res.body.client).toEqual({
        id: clientA.id,
        displayName: 'Casey Client',
        email: clientA.email,
        firstName: 'Test',
        lastName: 'Client',
      });
      expect(res.body.shopper).toEqual({ id: shopperA.id, displayName: 'Avery Shopper', defaultFeePct: '12.50' });
      expect(res.body.recipient).toMatchObject({ id: recipientA, displayName: 'Casey herself', relationship: 'self' });
      expect(res.body.items.map((item: { name: string }) => item.name)).toEqual(['Blazer', 'Scarf', 'Belt']);
      expect(res.body.items[0]).toEqual({
        id: blazer.id,
        taskId: task.id,
        name: 'Blazer',
        brand: null,
        store: null,
        link: null,
        quantity: 3,
        // What she pays for one: 19.99 and its 12.5 % fee (2.49875, rounded to 2.50).
        unitPrice: '22.49',
        imageUrls: [],
        images: [],
        receiptUrl: null,
        aiSummary: null,
        shopperNote: null,
        status: 'DRAFT',
        locked: false,
        qtyRemaining: 1,
        qtyCredited: 0,
        invoiceId: due.id,
        feedback: { likes: 1, dislikes: 1, userFeedback: true },
        createdAt: expect.stringMatching(ISO_DATE),
        updatedAt: expect.stringMatching(ISO_DATE),
      });
      expect(res.body.items[1]).toMatchObject({
        locked: true,
        qtyRemaining: 0,
        invoiceId: due.id,
        feedback: { likes: 0, dislikes: 1, userFeedback: false },
      });
      expect(res.body.items[2]).toMatchObject({
        locked: true,
        qtyRemaining: 2,
        invoiceId: null,
        feedback: { likes: 0, dislikes: 0, userFeedback: null },
      });
      // The viewer's own reaction differs per caller.
      const asShopper = await get(shopperA, `/api/tasks/${task.id}`).expect(200);
      expect(asShopper.body.items[0].feedback).toEqual({ likes: 1, dislikes: 1, userFeedback: false });
    });

    it('names the latest invoice that is not void', async () => {
      const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id });
      const item = await seedItem(t.app, task.id, { quantity: 5 });
      const older = new Date(Date.now() - 120_000);
      const newer = new Date(Date.now() - 60_000);
      await seedInvoice(task, 'PAID', [{ itemId: item.id, quantity: 1 }], older);
      const latest = await seedInvoice(task, 'DUE', [{ itemId: item.id, quantity: 2 }], newer);
      await seedInvoice(task, 'VOID', [{ itemId: item.id, quantity: 2 }]);
      const res = await get(shopperA, `/api/tasks/${task.id}`).expect(200);
      expect(res.body.items[0]).toMatchObject({ qtyRemaining: 2, invoiceId: latest.id });
    });

    it('answers every stored value as the entities hold it (JSON, dates, money, a day)', async () => {
      const recipient = await seedRecipient(t.app, clientA.id, {
        displayName: 'Jordan',
        relationship: 'spouse',
        birthdate: '1990-02-28',
        gender: 'male',
        notes: 'Prefers navy',
        profile: { sizing: { shirt: 'M', shoe: 43 }, styles: ['classic'] },
      });
      const task = await seedTask(
        t.app,
        { shopperId: shopperA.id, clientId: clientA.id },
        {
          recipientId: recipient.id,
          feePct: '7.25',
          answers: { budget: 300, colors: ['navy', 'grey'] },
          occasion: 'Anniversary',
          notes: 'Gift wrap',
          uploadedImages: ['https://cdn.example.com/a.jpg'],
        },
      );
      await seedItem(t.app, task.id, {
        name: 'Tie',
        unitPrice: '45.5',
        imageUrls: ['https://cdn.example.com/tie.jpg'],
      });

      const res = await get(shopperA, `/api/tasks/${task.id}`).expect(200);
      const stored = await db()
        .getRepository(ShopTask)
        .findOneOrFail({
          where: { id: task.id },
          relations: { recipient: true, category: true },
        });
      const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));
      const { recipient: storedRecipient, category, ...storedTask } = stored;
      expect(res.body.task).toEqual({
        ...asJson(storedTask),
        effectiveFeePct: '7.25',
        referenceImages: [
          {
            url: 'https://cdn.example.com/a.jpg',
            webUrl: 'https://cdn.example.com/a.jpg',
            thumbUrl: 'https://cdn.example.com/a.jpg',
          },
        ],
      });
      expect(res.body.task).toMatchObject({ feePct: '7.25', answers: { budget: 300, colors: ['navy', 'grey'] } });
      const { client: _client, ...recipientFields } = storedRecipient!;
      expect(res.body.recipient).toEqual(asJson(recipientFields));
      expect(res.body.recipient).toMatchObject({
        birthdate: '1990-02-28',
        profile: { sizing: { shirt: 'M', shoe: 43 } },
      });
      expect(res.body.category).toEqual(asJson(category));
      expect(res.body.items[0]).toMatchObject({ unitPrice: '45.50', imageUrls: ['https://cdn.example.com/tie.jpg'] });
      expect(res.body.items[0].createdAt).toMatch(ISO_DATE);
    });

    it('answers recipient null once the recipient is deleted', async () => {
      const recipient = await seedRecipient(t.app, clientA.id, { displayName: 'Temporary' });
      const task = await seedTask(
        t.app,
        { shopperId: shopperA.id, clientId: clientA.id },
        { recipientId: recipient.id },
      );
      await request(t.http).delete(`/api/recipients/${recipient.id}`).set(bearer(clientA)).expect(204);
      const res = await get(shopperA, `/api/tasks/${task.id}`).expect(200);
      expect(res.body.recipient).toBeNull();
      expect(res.body.task.recipientId).toBeNull();
    });

    it('is 404 for anyone but the two parties, and for unknown ids; 401 without a token', async () => {
      const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id });
      for (const account of [shopperB, clientB]) {
        const res = await get(account, `/api/tasks/${task.id}`).expect(404);
        expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Task not found' });
      }
      await get(shopperA, '/api/tasks/00000000-0000-4000-8000-000000000000').expect(404);
      await get(shopperA, '/api/tasks/not-a-uuid').expect(404);
      await request(t.http).get(`/api/tasks/${task.id}`).expect(401);
    });
  });

  describe('PUT /api/tasks/:id', () => {
    it('lets the task’s shopper change title, status, fee and notes, one field at a time', async () => {
      const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id }, { feePct: '20.00' });
      const titled = await put(shopperA, task.id, { title: '  Summer wardrobe ' }).expect(200);
      expect(titled.body).toMatchObject({ id: task.id, title: 'Summer wardrobe', status: 'DRAFT', feePct: '20.00' });
      const res = await put(shopperA, task.id, { status: 'ACTIVE', feePct: '17.5', notes: 'Call first' }).expect(200);
      expect(res.body).toEqual({
        id: task.id,
        title: 'Summer wardrobe',
        description: task.description,
        uploadedImages: [],
        shopperId: shopperA.id,
        clientId: clientA.id,
        recipientId: null,
        categoryId: task.categoryId,
        status: 'ACTIVE',
        feePct: '17.50',
        effectiveFeePct: '17.50',
        answers: null,
        occasion: null,
        notes: 'Call first',
        createdAt: expect.stringMatching(ISO_DATE),
        updatedAt: expect.stringMatching(ISO_DATE),
      });
      // null returns to the shopper's default fee; blank notes clear them.
      const reset = await put(shopperA, task.id, { feePct: null, notes: '  ' }).expect(200);
      expect(reset.body).toMatchObject({ feePct: null, effectiveFeePct: '12.50', notes: null, status: 'ACTIVE' });
      for (const status of ['DRAFT', 'ACTIVE', 'COMPLETE', 'ARCHIVED']) {
        expect((await put(shopperA, task.id, { status }).expect(200)).body.status).toBe(status);
      }
      expect(await storedTask(task.id)).toMatchObject({ title: 'Summer wardrobe', status: 'ARCHIVED', feePct: null });
    });

    it('refuses a blank title, an unknown status and a fee outside 0 to 100', async () => {
      const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id });
      const cases: [object, string][] = [
        [{ title: '  ' }, 'Title is required'],
        [{ title: null }, 'Title is required'],
        [{ status: 'IN_PROGRESS' }, 'Status must be one of DRAFT, ACTIVE, COMPLETE, ARCHIVED, WITHDRAWN'],
        [{ feePct: 100.5 }, 'Service fee must be between 0% and 100%'],
        [{ feePct: -1 }, 'Service fee must be between 0% and 100%'],
        [{ feePct: '1.234' }, 'Service fee must be between 0% and 100%'],
      ];
      for (const [body, message] of cases) {
        expect((await put(shopperA, task.id, body).expect(400)).body.message).toEqual([message]);
      }
      expect((await storedTask(task.id)).title).toBe(task.title);
    });

    it('is the task shopper’s alone: the client gets 403, others 404, anonymous 401', async () => {
      const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id });
      await put(clientA, task.id, { title: 'Mine now' }).expect(403);
      await put(shopperB, task.id, { title: 'Mine now' }).expect(404);
      await put(clientB, task.id, { title: 'Mine now' }).expect(404);
      await request(t.http).put(`/api/tasks/${task.id}`).send({ title: 'x' }).expect(401);
      expect((await storedTask(task.id)).title).toBe(task.title);
    });
  });

  describe('GET /api/tasks/:id/pricing', () => {
    it('is exact to the cent: 3 x 19.99 at 12.50 % = 59.97 + 7.50 = 67.47', async () => {
      const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id });
      await seedItem(t.app, task.id, { quantity: 3, unitPrice: '19.99' });
      const res = await get(shopperA, `/api/tasks/${task.id}/pricing`).expect(200);
      expect(res.body).toEqual({ subtotal: '59.97', serviceFee: '7.50', total: '67.47' });
    });

    it('shows clients the total without the service fee line', async () => {
      const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id });
      await seedItem(t.app, task.id, { quantity: 3, unitPrice: '19.99' });
      const res = await get(clientA, `/api/tasks/${task.id}/pricing`).expect(200);
      expect(res.body).toEqual({ subtotal: '59.97', total: '67.47' });
    });

    it('uses the task’s own fee over the default, sums every item, and prices no items at zero', async () => {
      const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id }, { feePct: '15.00' });
      await seedItem(t.app, task.id, { quantity: 1, unitPrice: '0.10' });
      await seedItem(t.app, task.id, { quantity: 1, unitPrice: '0.20' });
      // 15 % of 0.30 is 0.045: rounded half away from zero to 0.05.
      expect((await get(shopperA, `/api/tasks/${task.id}/pricing`).expect(200)).body).toEqual({
        subtotal: '0.30',
        serviceFee: '0.05',
        total: '0.35',
      });
      const empty = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id });
      expect((await get(shopperA, `/api/tasks/${empty.id}/pricing`).expect(200)).body).toEqual({
        subtotal: '0.00',
        serviceFee: '0.00',
        total: '0.00',
      });
    });

    it('is for the two parties only', async () => {
      const task = await seedTask(t.app, { shopperId: shopperA.id, clientId: clientA.id });
      await get(shopperB, `/api/tasks/${task.id}/pricing`).expect(404);
      await get(clientB, `/api/tasks/${task.id}/pricing`).expect(404);
      await request(t.http).get(`/api/tasks/${task.id}/pricing`).expect(401);
    });
  });

  describe('GET /api/tasks', () => {
    let shopper: TestAccount;
    let amy: TestAccount;
    let ben: TestAccount;
    let amysRecipient: string;
    const list = (account: TestAccount, query = '') => get(account, `/api/tasks${query}`);
    const ids = async (account: TestAccount, query = '') =>
      (await list(account, query).expect(200)).body.map((row: { id: string }) => row.id);

    beforeAll(async () => {
      shopper = await registerShopper(t.http, { displayName: 'List Shopper' });
      amy = await registerClient(t.http, { shopperId: shopper.id, displayName: 'Amy' });
      ben = await registerClient(t.http, { shopperId: shopper.id, displayName: 'Ben' });
      amysRecipient = (await seedRecipient(t.app, amy.id, { displayName: 'Amy’s mom', relationship: 'parent' })).id;
    });

    /** Tasks created a second apart, so "newest first" is unambiguous. */
    async function seedAt(secondsAgo: number, clientId: string, fields: Parameters<typeof seedTask>[2] = {}) {
      return seedTask(
        t.app,
        { shopperId: shopper.id, clientId },
        {
          createdAt: new Date(Date.now() - secondsAgo * 1000),
          ...fields,
        },
      );
    }

    it('answers the shopper’s clients’ tasks, newest first, with their cards', async () => {
      const older = await seedAt(500, amy.id, { title: 'Older', recipientId: amysRecipient, feePct: '9.00' });
      const newer = await seedAt(400, ben.id, { title: 'Newer', categoryKey: 'HOME_DECOR', status: 'ACTIVE' });
      await seedItem(t.app, older.id, { quantity: 3, unitPrice: '19.99' });
      await seedItem(t.app, older.id, { quantity: 1, unitPrice: '0.03' });
      await seedInvoice(older, 'PAID');
      const res = await list(shopper).expect(200);
      expect(res.body.map((row: { id: string }) => row.id)).toEqual([newer.id, older.id]);
      expect(res.body[1]).toEqual({
        id: older.id,
        title: 'Older',
        status: 'DRAFT',
        createdAt: expect.stringMatching(ISO_DATE),
        clientId: amy.id,
        recipientId: amysRecipient,
        feePct: '9.00',
        clientName: 'Amy',
        recipientName: 'Amy’s mom',
        category: { key: 'CLOTHING', name: 'Clothing & Fashion' },
        itemCount: 2,
        subtotal: '60.00',
        // The seeded invoice holds nothing: all 60.00 is still to bill, with the 9 % fee.
        total: '65.40',
        budget: null,
        invoiceStatus: 'PAID',
        unreadCount: 0,
      });
      expect(res.body[0]).toMatchObject({
        feePct: '12.50',
        clientName: 'Ben',
        recipientId: null,
        recipientName: null,
        category: { key: 'HOME_DECOR', name: 'Home Décor & Furnishing' },
        itemCount: 0,
        subtotal: '0.00',
        invoiceStatus: null,
      });
      // Nobody else's tasks: not shopper A's, and each client sees only their own.
      expect(await ids(shopperA)).not.toContain(older.id);
      expect(await ids(amy)).toEqual([older.id]);
      expect(await ids(ben)).toEqual([newer.id]);
      await request(t.http).get('/api/tasks').expect(401);
    });

    it('answers each task’s budget answer as given, for both parties: a bucket, own words, a number, none', async () => {
      const client = await registerClient(t.http, { shopperId: shopper.id, displayName: 'Budget client' });
      const seeded = await Promise.all(
        [
          { budget: '300-700', style: 'classic' },
          { budget: 'about $400' },
          { budget: 450 },
          { budget: '  ' },
          { style: 'classic' },
          null,
        ].map((answers, n) => seedAt(250 - n, client.id, { title: `Budget ${n}`, answers })),
      );
      const budgets = (rows: { id: string; budget: string | null }[]) =>
        seeded.map((task) => rows.find((row) => row.id === task.id)?.budget);
      const expected = ['300-700', 'about $400', '450', null, null, null];
      expect(budgets((await list(shopper, `?clientId=${client.id}`).expect(200)).body)).toEqual(expected);
      expect(budgets((await list(client).expect(200)).body)).toEqual(expected);
    });

    it('filters by status, client, recipient and title (case-insensitive, wildcards literal)', async () => {
      const client = await registerClient(t.http, { shopperId: shopper.id, displayName: 'Filter client' });
      const recipient = (await seedRecipient(t.app, client.id)).id;
      const draft = await seedAt(300, client.id, { title: 'Summer DRESSES' });
      const active = await seedAt(290, client.id, {
        title: '100% linen shirts',
        status: 'ACTIVE',
        recipientId: recipient,
      });
      const underscore = await seedAt(280, client.id, { title: 'a_b and more dresses', status: 'COMPLETE' });
      const scope = `?clientId=${client.id}`;
      expect(await ids(shopper, `${scope}&status=ACTIVE`)).toEqual([active.id]);
      expect(await ids(shopper, `${scope}&recipientId=${recipient}`)).toEqual([active.id]);
      expect(await ids(shopper, `${scope}&q=dresses`)).toEqual([underscore.id, draft.id]);
      expect(await ids(shopper, `${scope}&q=${encodeURIComponent('100%')}`)).toEqual([active.id]);
      expect(await ids(shopper, `${scope}&q=${encodeURIComponent('%')}`)).toEqual([active.id]);
      expect(await ids(shopper, `${scope}&q=a_b`)).toEqual([underscore.id]);
      expect(await ids(shopper, `${scope}&q=${encodeURIComponent('_')}`)).toEqual([underscore.id]);
      expect(await ids(shopper, `${scope}&q=${encodeURIComponent('!')}`)).toEqual([]);
      expect(await ids(shopper, `${scope}&q=&status=`)).toHaveLength(3);
      // Another shopper's client or recipient yields nothing, not their tasks.
      expect(await ids(shopperA, `?clientId=${client.id}`)).toEqual([]);
      expect(await ids(clientA, `?recipientId=${recipient}`)).toEqual([]);
    });

    it('filters by budget on the item subtotal, with the buckets’ exact boundaries', async () => {
      const client = await registerClient(t.http, { shopperId: shopper.id, displayName: 'Budget client' });
      const taskWith = async (label: string, prices: [number, string][]) => {
        const task = await seedAt(200, client.id, { title: label });
        for (const [quantity, unitPrice] of prices) await seedItem(t.app, task.id, { quantity, unitPrice });
        return task.id;
      };
      const none = await taskWith('0.00', []);
      const b9999 = await taskWith('99.99', [[1, '99.99']]);
      const b10000 = await taskWith('100.00', [[1, '100.00']]);
      // 3 x 33.33 + 0.01 is 100.00 exactly: binary floats would make it 99.99999999999999.
      const b10000sum = await taskWith('100.00 summed', [
        [3, '33.33'],
        [1, '0.01'],
      ]);
      const b49999 = await taskWith('499.99', [[1, '499.99']]);
      const b50000 = await taskWith('500.00', [[4, '125.00']]);
      const b99999 = await taskWith('999.99', [[1, '999.99']]);
      const b100000 = await taskWith('1000.00', [[1, '1000.00']]);
      const bucket = async (budget: string) => (await ids(shopper, `?clientId=${client.id}&budget=${budget}`)).sort();
      expect(await bucket('under100')).toEqual([none, b9999].sort());
      expect(await bucket('100to500')).toEqual([b10000, b10000sum, b49999].sort());
      expect(await bucket('500to1000')).toEqual([b50000, b99999].sort());
      expect(await bucket('over1000')).toEqual([b100000].sort());
      const rows = (await list(shopper, `?clientId=${client.id}`).expect(200)).body;
      expect(
        Object.fromEntries(rows.map((row: { title: string; subtotal: string }) => [row.title, row.subtotal])),
      ).toEqual({
        '0.00': '0.00',
        '99.99': '99.99',
        '100.00': '100.00',
        '100.00 summed': '100.00',
        '499.99': '499.99',
        '500.00': '500.00',
        '999.99': '999.99',
        '1000.00': '1000.00',
      });
    });

    it('filters by the latest invoice that is not void', async () => {
      const client = await registerClient(t.http, { shopperId: shopper.id, displayName: 'Invoice client' });
      const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
      const noInvoice = await seedAt(100, client.id, { title: 'none' });
      const due = await seedAt(100, client.id, { title: 'due' });
      await seedInvoice(due, 'DUE');
      const paid = await seedAt(100, client.id, { title: 'paid' });
      await seedInvoice(paid, 'PAID');
      const voidOnly = await seedAt(100, client.id, { title: 'void only' });
      await seedInvoice(voidOnly, 'VOID');
      const paidThenVoid = await seedAt(100, client.id, { title: 'paid, then a voided one' });
      await seedInvoice(paidThenVoid, 'PAID', [], at(60));
      await seedInvoice(paidThenVoid, 'VOID', [], at(30));
      const paidThenDue = await seedAt(100, client.id, { title: 'paid, then a due one' });
      await seedInvoice(paidThenDue, 'PAID', [], at(60));
      await seedInvoice(paidThenDue, 'DUE', [], at(30));
      const filtered = async (invoice: string) =>
        (await ids(shopper, `?clientId=${client.id}&invoice=${invoice}`)).sort();
      expect(await filtered('none')).toEqual([noInvoice.id, voidOnly.id].sort());
      expect(await filtered('has')).toEqual([due.id, paid.id, paidThenVoid.id, paidThenDue.id].sort());
      expect(await filtered('paid')).toEqual([paid.id, paidThenVoid.id].sort());
      expect(await filtered('due')).toEqual([due.id, paidThenDue.id].sort());
      const rows = (await list(shopper, `?clientId=${client.id}`).expect(200)).body;
      const statusOf = Object.fromEntries(
        rows.map((row: { title: string; invoiceStatus: string }) => [row.title, row.invoiceStatus]),
      );
      expect(statusOf).toEqual({
        none: null,
        due: 'DUE',
        paid: 'PAID',
        'void only': null,
        'paid, then a voided one': 'PAID',
        'paid, then a due one': 'DUE',
      });
    });

    it('refuses bad filter values with a message naming the parameter', async () => {
      const cases: [string, string][] = [
        ['status=DONE', 'status must be one of DRAFT, ACTIVE, COMPLETE, ARCHIVED, WITHDRAWN'],
        ['budget=cheap', 'budget must be one of under100, 100to500, 500to1000, over1000'],
        ['invoice=maybe', 'invoice must be one of has, none, paid, due'],
        ['clientId=42', 'clientId must be a UUID'],
        ['recipientId=x', 'recipientId must be a UUID'],
        ['status=DRAFT&status=ACTIVE', 'status must be one of DRAFT, ACTIVE, COMPLETE, ARCHIVED, WITHDRAWN'],
        [`q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
      ];
      for (const [query, message] of cases) {
        const res = await list(shopper, `?${query}`).expect(400);
        expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [message] });
      }
    });
  });
});
