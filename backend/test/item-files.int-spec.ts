import { crc32 } from 'node:zlib';
import request from 'supertest';
import { DataSource, type Repository } from 'typeorm';
import { Item } from '../src/modules/items/entities/item.entity';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { storedUpload } from './support/stored-objects';
import { createTestApp, type TestApp } from './support/test-app';

const MB = 1024 * 1024;
/** A real 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** The RIFF/WEBP header of a lossy WebP. */
const WEBP_HEAD = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
/** Word 97-2003 files start with the OLE compound file signature. */
const OLE_HEAD = Buffer.from('d0cf11e0a1b11ae1', 'hex');

const PHOTO_TYPES = 'Photos must be JPEG, PNG, GIF or WebP images.';
const RECEIPT_TYPES = 'Receipts must be an image (JPEG, PNG, GIF or WebP), a PDF, or a Word file (DOC or DOCX).';
const PHOTO_TOO_LARGE = 'File too large: a photo can be at most 5MB.';
const UPLOAD_TOO_LARGE = 'File too large: a photo can be at most 5MB and a receipt at most 10MB.';
const uploadUrl = (ext: string) => new RegExp(`^/files/uploads/([0-9a-f]{2})/\\1[0-9a-f]{62}\\.${ext}$`);

/** Bytes padded to an exact size, so a header is followed by `size` bytes in all. */
const sized = (head: Buffer, size: number, fill = 0x20) =>
  Buffer.concat([head, Buffer.alloc(size - head.length, fill)]);
const pdf = (size = 1024) => sized(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), size);

/** A zip archive of stored (uncompressed) entries: enough for a real, minimal DOCX. */
function zip(entries: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
});

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

describe('item files: upload-file and PUT /api/items/{id}/files', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;
  let items: Repository<Item>;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
    items = t.app.get(DataSource).getRepository(Item);
  });
  afterAll(() => t.close());

  const upload = (
    account: TestAccount | null,
    bytes: Buffer,
    { filename = 'file.bin', kind, task = taskId }: { filename?: string; kind?: string; task?: string } = {},
  ) => {
    const call = request(t.http).post(`/api/tasks/${task}/items/upload-file`);
    if (account) call.set(bearer(account));
    if (kind !== undefined) call.field('kind', kind);
    return call.attach('file', bytes, { filename, contentType: 'application/octet-stream' });
  };
  const putFiles = (account: TestAccount | null, id: string, body: object) => {
    const call = request(t.http).put(`/api/items/${id}/files`);
    return account ? call.set(bearer(account)).send(body) : call.send(body);
  };
  const uploaded = async (bytes: Buffer, kind = 'photo') =>
    (await upload(cast.shopperA, bytes, { kind }).expect(201)).body.url as string;

  describe('POST /api/tasks/{id}/items/upload-file', () => {
    it('stores a photo (the default kind) named by its content and answers its URL', async () => {
      const res = await upload(cast.shopperA, TINY_PNG, { filename: 'look.png' }).expect(201);
      expect(res.body).toEqual({ url: expect.stringMatching(uploadUrl('png')) });
      expect(await storedUpload(t, res.body.url)).toEqual(TINY_PNG);
      // The same bytes are the same file.
      expect((await upload(cast.shopperA, TINY_PNG, { kind: 'photo' }).expect(201)).body.url).toBe(res.body.url);
    });

    it.each([
      ['JPEG', sized(JPEG_HEAD, 256), 'jpg'],
      ['GIF', GIF, 'gif'],
      ['WebP', sized(WEBP_HEAD, 256), 'webp'],
    ])('accepts a %s photo', async (_type, bytes, ext) => {
      expect((await upload(cast.shopperA, bytes, { kind: 'photo' }).expect(201)).body.url).toMatch(uploadUrl(ext));
    });

    it('judges by the bytes: a text file named .png is not a photo', async () => {
      const res = await upload(cast.shopperA, Buffer.from('not really a picture'), { filename: 'fake.png' }).expect(
        400,
      );
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: PHOTO_TYPES });
    });

    it.each([
      ['a PDF', pdf()],
      ['a DOCX', DOCX],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ])('refuses %s as a photo', async (_case, bytes) => {
      expect((await upload(cast.shopperA, bytes, { kind: 'photo' }).expect(400)).body.message).toBe(PHOTO_TYPES);
    });

    it('refuses a photo over 5 MB and accepts one of exactly 5 MB', async () => {
      const over = await upload(cast.shopperA, sized(TINY_PNG, 5 * MB + 1, 0), { kind: 'photo' }).expect(413);
      expect(over.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: PHOTO_TOO_LARGE });
      await upload(cast.shopperA, sized(TINY_PNG, 5 * MB, 0), { kind: 'photo' }).expect(201);
    });

    it.each([
      ['a 6 MB PDF', pdf(6 * MB), 'pdf'],
      ['a DOCX', DOCX, 'docx'],
      ['a DOC (OLE compound file)', sized(OLE_HEAD, 1024, 0), 'doc'],
      ['a PNG', TINY_PNG, 'png'],
      ['a JPEG', sized(JPEG_HEAD, 256), 'jpg'],
    ])('accepts %s as a receipt', async (_case, bytes, ext) => {
      const res = await upload(cast.shopperA, bytes, { kind: 'receipt', filename: 'receipt' }).expect(201);
      expect(res.body.url).toMatch(uploadUrl(ext));
      expect((await storedUpload(t, res.body.url)).equals(bytes)).toBe(true);
    });

    it.each([
      ['a text file named .pdf', Buffer.from('Total: $12.00'), 'receipt.pdf'],
      ['a zip that is not a DOCX', zip({ 'notes.txt': 'hello' }), 'receipt.docx'],
      ['an HTML page', Buffer.from('<html><body><script>alert(1)</script></body></html>'), 'receipt.html'],
    ])('refuses %s as a receipt', async (_case, bytes, filename) => {
      const res = await upload(cast.shopperA, bytes, { kind: 'receipt', filename }).expect(400);
      expect(res.body.message).toBe(RECEIPT_TYPES);
    });

    it('refuses anything over 10 MB', async () => {
      const res = await upload(cast.shopperA, pdf(10 * MB + 1), { kind: 'receipt' }).expect(413);
      expect(res.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: UPLOAD_TOO_LARGE });
    });

    it('refuses an unknown kind and a missing file', async () => {
      expect((await upload(cast.shopperA, TINY_PNG, { kind: 'avatar' }).expect(400)).body.message).toEqual([
        'Kind must be photo or receipt',
      ]);
      const missing = await request(t.http)
        .post(`/api/tasks/${taskId}/items/upload-file`)
        .set(bearer(cast.shopperA))
        .field('kind', 'photo')
        .expect(400);
      expect(missing.body.message).toBe('Please choose a file to upload.');
    });

    it("is for the task's shopper only", async () => {
      await upload(null, TINY_PNG).expect(401);
      expect((await upload(cast.clientA, TINY_PNG).expect(403)).body.message).toBe(
        'Only the shopper of this task can do this',
      );
      expect((await upload(cast.shopperB, TINY_PNG).expect(404)).body.message).toBe('Task not found');
      await upload(cast.clientB, TINY_PNG).expect(404);
      await upload(cast.shopperA, TINY_PNG, { task: '00000000-0000-4000-8000-000000000000' }).expect(404);
    });
  });

  describe('PUT /api/items/{id}/files', () => {
    it('sets photos from uploads and http(s) URLs and a receipt, and answers the item', async () => {
      const item = await seedItem(t.app, taskId);
      const photo = await uploaded(TINY_PNG);
      const receipt = await uploaded(pdf(), 'receipt');
      const external = 'https://cdn.example.com/looks/1.jpg?w=800';
      const res = await putFiles(cast.shopperA, item.id, { imageUrls: [photo, external], receiptUrl: receipt }).expect(
        200,
      );
      expect(res.body).toMatchObject({ id: item.id, imageUrls: [photo, external], receiptUrl: receipt, locked: false });
      expect(await items.findOneBy({ id: item.id })).toMatchObject({
        imageUrls: [photo, external],
        receiptUrl: receipt,
      });
    });

    it('replaces only the lists given', async () => {
      const photo = await uploaded(sized(JPEG_HEAD, 300));
      const item = await seedItem(t.app, taskId, { imageUrls: [photo], receiptUrl: 'https://cdn.example.com/r.pdf' });
      const receiptOnly = await putFiles(cast.shopperA, item.id, {
        receiptUrl: 'http://shop.example.com/r2.pdf',
      }).expect(200);
      expect(receiptOnly.body).toMatchObject({ imageUrls: [photo], receiptUrl: 'http://shop.example.com/r2.pdf' });
      const photosOnly = await putFiles(cast.shopperA, item.id, { imageUrls: [] }).expect(200);
      expect(photosOnly.body).toMatchObject({ imageUrls: [], receiptUrl: 'http://shop.example.com/r2.pdf' });
      expect((await putFiles(cast.shopperA, item.id, {}).expect(200)).body).toMatchObject({
        imageUrls: [],
        receiptUrl: 'http://shop.example.com/r2.pdf',
      });
    });

    it('removes the receipt with null or ""', async () => {
      const item = await seedItem(t.app, taskId, { receiptUrl: 'https://cdn.example.com/r.pdf' });
      expect((await putFiles(cast.shopperA, item.id, { receiptUrl: null }).expect(200)).body.receiptUrl).toBeNull();
      await putFiles(cast.shopperA, item.id, { receiptUrl: 'https://cdn.example.com/r.pdf' }).expect(200);
      expect((await putFiles(cast.shopperA, item.id, { receiptUrl: '' }).expect(200)).body.receiptUrl).toBeNull();
    });

    it('keeps one copy of a photo listed twice, in the order given', async () => {
      const item = await seedItem(t.app, taskId);
      const [a, b] = ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'];
      const res = await putFiles(cast.shopperA, item.id, { imageUrls: [b, a, b] }).expect(200);
      expect(res.body.imageUrls).toEqual([b, a]);
    });

    it('takes 8 photos and refuses 9', async () => {
      const item = await seedItem(t.app, taskId);
      const urls = Array.from({ length: 9 }, (_, i) => `https://cdn.example.com/${i}.jpg`);
      await putFiles(cast.shopperA, item.id, { imageUrls: urls.slice(0, 8) }).expect(200);
      const res = await putFiles(cast.shopperA, item.id, { imageUrls: urls }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: ['An item can have at most 8 photos'],
      });
      expect((await items.findOneBy({ id: item.id }))!.imageUrls).toEqual(urls.slice(0, 8));
    });

    const notStored = '/files/uploads/ab/ab' + '0'.repeat(62) + '.png';
    it.each([
      ['a javascript: URL', 'javascript:alert(1)'],
      ['a data: URL', `data:image/png;base64,${TINY_PNG.toString('base64')}`],
      ['a relative path', 'look.png'],
      ['a path leaving the uploads', '/files/uploads/../../jwt-secret'],
      ['an upload URL of a file that does not exist', notStored],
      ['an ftp URL', 'ftp://example.com/a.png'],
      ['a number', 7],
    ])('refuses %s as a photo or receipt', async (_case, url) => {
      const item = await seedItem(t.app, taskId);
      expect((await putFiles(cast.shopperA, item.id, { imageUrls: [url] }).expect(400)).body.message).toEqual([
        'Invalid image URL',
      ]);
      expect((await putFiles(cast.shopperA, item.id, { receiptUrl: url }).expect(400)).body.message).toEqual([
        'Invalid receipt URL',
      ]);
      expect(await items.findOneBy({ id: item.id })).toMatchObject({ imageUrls: [], receiptUrl: null });
    });

    it('refuses a photo list that is not a list', async () => {
      const item = await seedItem(t.app, taskId);
      const res = await putFiles(cast.shopperA, item.id, { imageUrls: 'https://cdn.example.com/a.jpg' }).expect(400);
      expect(res.body.message).toEqual(['Image URLs must be a list']);
    });

    it("is for the task's shopper only", async () => {
      const item = await seedItem(t.app, taskId);
      const body = { imageUrls: ['https://cdn.example.com/a.jpg'] };
      await putFiles(null, item.id, body).expect(401);
      await putFiles(cast.clientA, item.id, body).expect(403);
      expect((await putFiles(cast.shopperB, item.id, body).expect(404)).body.message).toBe('Item not found');
      await putFiles(cast.clientB, item.id, body).expect(404);
      await putFiles(cast.shopperA, '00000000-0000-4000-8000-000000000000', body).expect(404);
      expect((await items.findOneBy({ id: item.id }))!.imageUrls).toEqual([]);
    });
  });
});
