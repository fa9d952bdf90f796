import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalDiskObjectStore } from '../src/infra/storage/local-disk.object-store';
import type { ObjectStore } from '../src/infra/storage/object-store';
import { S3ObjectStore } from '../src/infra/storage/s3.object-store';
import { startTestBucket, type TestBucket } from './support/test-bucket';

/** A body that arrives in pieces, of a length nobody knows in advance (as a copied file's stream). */
function chunked(bytes: Buffer, pieces = 7): Readable {
  const size = Math.ceil(bytes.length / pieces);
  return Readable.from(Array.from({ length: pieces }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));
}

/** A body that fails after `bytes`: a client that went away, a source file that could not be read. */
function failingAfter(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield bytes;
      throw new Error('the body broke off');
    })(),
  );
}

async function keysUnder(store: ObjectStore, prefix: string): Promise<Array<{ key: string; size: number }>> {
  const found = [];
  for await (const object of store.list(prefix)) found.push(object);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

/** Larger than lib-storage's 5 MiB part: the S3 driver sends it as a multipart upload. */
const MULTIPART_SIZE = 11 * 1024 * 1024;

interface Driver {
  name: string;
  start(): Promise<{ store: ObjectStore; stop(): Promise<void> }>;
}

const drivers: Driver[] = [
  {
    name: 'local disk',
    start: async () => {
      const root = mkdtempSync(join(tmpdir(), 'atelier-store-'));
      return {
        store: new LocalDiskObjectStore(root),
        stop: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (s3rver)',
    start: async () => {
      const bucket: TestBucket = await startTestBucket();
      const store = new S3ObjectStore(bucket.config);
      return {
        store,
        stop: async () => {
          store.close();
          await bucket.close();
        },
      };
    },
  },
];

/** The ObjectStore port's promises, kept by every driver alike. */
describe.each(drivers)('object store contract: $name', (driver) => {
  let store: ObjectStore;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ store, stop } = await driver.start());
  });
  afterAll(() => stop());

  it('is usable', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('saves bytes and reads them back whole, as a stream and as stated', async () => {
    const bytes = randomBytes(3000);
    await store.put('uploads/ab/saved.bin', bytes);
    expect((await store.get('uploads/ab/saved.bin'))?.equals(bytes)).toBe(true);
    const streamed = await store.stream('uploads/ab/saved.bin');
    expect(Buffer.concat(await streamed!.toArray()).equals(bytes)).toBe(true);
    const stat = await store.stat('uploads/ab/saved.bin');
    expect(stat).toMatchObject({ size: 3000, etag: expect.stringMatching(/^"[^"]+"$/) });
    expect(Math.abs(stat!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await store.exists('uploads/ab/saved.bin')).toBe(true);
  });

  it('stores a body streamed in pieces of unknown length byte for byte, small and multipart', async () => {
    const small = randomBytes(10_000);
    await store.put('pdfs/streamed/small.pdf', chunked(small));
    expect((await store.get('pdfs/streamed/small.pdf'))?.equals(small)).toBe(true);
    const large = randomBytes(MULTIPART_SIZE);
    await store.put('pdfs/streamed/large.pdf', chunked(large, 40));
    expect((await store.get('pdfs/streamed/large.pdf'))?.equals(large)).toBe(true);
    expect((await store.stat('pdfs/streamed/large.pdf'))?.size).toBe(MULTIPART_SIZE);
  });

  // Not a range ending at byte 0: s3rver reads an end of 0 as "to the end" (S3 does not).
  it('reads a byte range', async () => {
    await store.put('uploads/cd/range.txt', Buffer.from('0123456789'));
    const read = async (start: number, end: number) =>
      text((await store.stream('uploads/cd/range.txt', { start, end }))!);
    expect(await read(0, 1)).toBe('01');
    expect(await read(4, 4)).toBe('4');
    expect(await read(2, 5)).toBe('2345');
    expect(await read(7, 9)).toBe('789');
  });

  it('answers a missing key with null and false, and deletes it without complaint', async () => {
    expect(await store.get('uploads/ef/missing.png')).toBeNull();
    expect(await store.stream('uploads/ef/missing.png')).toBeNull();
    expect(await store.stream('uploads/ef/missing.png', { start: 0, end: 1 })).toBeNull();
    expect(await store.stat('uploads/ef/missing.png')).toBeNull();
    expect(await store.exists('uploads/ef/missing.png')).toBe(false);
    await expect(store.delete('uploads/ef/missing.png')).resolves.toBeUndefined();
  });

  it('deletes', async () => {
    await store.put('originals/gh/deleted.jpg', Buffer.from('soon gone'));
    await store.delete('originals/gh/deleted.jpg');
    expect(await store.exists('originals/gh/deleted.jpg')).toBe(false);
    expect(await store.get('originals/gh/deleted.jpg')).toBeNull();
  });

  it('lists every object under a prefix, nested ones included, with their sizes', async () => {
    await store.put('list/a/one.png', Buffer.from('1'));
    await store.put('list/a/deeper/two.png', Buffer.from('22'));
    await store.put('list/ab/three.png', Buffer.from('333'));
    await store.put('list/b/four.png', Buffer.from('4444'));
    expect(await keysUnder(store, 'list/a/')).toEqual([
      { key: 'list/a/deeper/two.png', size: 2 },
      { key: 'list/a/one.png', size: 1 },
    ]);
    // A prefix is a prefix of the key, not only a directory.
    expect((await keysUnder(store, 'list/a')).map(({ key }) => key)).toEqual([
      'list/a/deeper/two.png',
      'list/a/one.png',
      'list/ab/three.png',
    ]);
    expect((await keysUnder(store, 'list/a/o')).map(({ key }) => key)).toEqual(['list/a/one.png']);
    expect(await keysUnder(store, 'list/none/')).toEqual([]);
  });

  it('overwrites whole: the new bytes, size and version', async () => {
    await store.put('pdfs/over/write.pdf', Buffer.from('the first version, longer'));
    const before = await store.stat('pdfs/over/write.pdf');
    await store.put('pdfs/over/write.pdf', Buffer.from('second'));
    expect((await store.get('pdfs/over/write.pdf'))?.toString()).toBe('second');
    const after = await store.stat('pdfs/over/write.pdf');
    expect(after?.size).toBe(6);
    expect(after?.etag).not.toBe(before?.etag);
  });

  it.each([
    ['small', 1000],
    ['multipart', MULTIPART_SIZE],
  ])('keeps the previous object, and adds none, when a %s body fails part-way', async (_case, size) => {
    const key = `pdfs/failed-${size}/kept.pdf`;
    await store.put(key, Buffer.from('what was there'));
    // The multipart upload is aborted; s3rver refuses the abort, and that error is the one thrown.
    await expect(store.put(key, failingAfter(randomBytes(size)))).rejects.toThrow();
    expect((await store.get(key))?.toString()).toBe('what was there');
    await expect(store.put(`pdfs/failed-${size}/new.pdf`, failingAfter(randomBytes(size)))).rejects.toThrow();
    expect(await store.exists(`pdfs/failed-${size}/new.pdf`)).toBe(false);
    expect(await keysUnder(store, `pdfs/failed-${size}/`)).toEqual([{ key, size: 'what was there'.length }]);
  });

  it.each(['', '../secret', 'uploads/../secret', '/uploads/x', 'uploads//x', 'uploads/.hidden', 'uploads/x/', 'a b'])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Invalid object key');
      await expect(store.get(key)).rejects.toThrow('Invalid object key');
      await expect(store.stat(key)).rejects.toThrow('Invalid object key');
      await expect(store.delete(key)).rejects.toThrow('Invalid object key');
    },
  );
});

/**
 * A property of the local driver's temporary file and rename. S3 makes a PUT visible whole
 * (and AWS, MinIO and R2 do); s3rver, the test server, writes objects in place, so the same
 * check against it would test s3rver.
 */
describe('local disk: readers during an overwrite', () => {
  it('see the old bytes or the new ones, never a part', async () => {
    const root = mkdtempSync(join(tmpdir(), 'atelier-store-'));
    try {
      const store = new LocalDiskObjectStore(root);
      const [first, second] = [Buffer.alloc(4 * 1024 * 1024, 'a'), Buffer.alloc(3 * 1024 * 1024, 'b')];
      await store.put('pdfs/race/file.pdf', first);
      let writing = true;
      const writer = (async () => {
        for (let round = 0; round < 10; round++) await store.put('pdfs/race/file.pdf', round % 2 ? first : second);
        writing = false;
      })();
      const seen = new Set<string>();
      while (writing) {
        const bytes = (await store.get('pdfs/race/file.pdf'))!;
        seen.add(bytes.equals(first) ? 'first' : bytes.equals(second) ? 'second' : 'partial');
      }
      await writer;
      expect(seen.has('partial')).toBe(false);
      expect(await keysUnder(store, 'pdfs/race/')).toEqual([{ key: 'pdfs/race/file.pdf', size: first.length }]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
