import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertObjectKey,
  type ByteRange,
  isObjectKey,
  type ListedObject,
  ObjectStore,
  type ObjectStat,
} from './object-store';

/**
 * Objects as files under one directory (DATA_DIR), the key as the relative path: the layout
 * `uploads/`, `originals/` and `pdfs/` of DATA_DIR. A write goes to a temporary file beside
 * its target and is renamed into place, so a reader (or a concurrent writer of the same key)
 * never sees a partial file. Temporary names start with a dot, which no key does, so they are
 * never listed, read or served.
 */
export class LocalDiskObjectStore extends ObjectStore {
  readonly driver = 'local-disk';

  constructor(private readonly root: string) {
    super();
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await pipeline(
        Buffer.isBuffer(body) ? Readable.from([body]) : body,
        createWriteStream(temporary, { flags: 'wx' }),
      );
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      return nullWhenMissing(error);
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      // Opened first, so a missing file is a null here rather than an error on the stream.
      const file = await open(this.pathOf(key));
      if (!(await file.stat()).isFile()) {
        await file.close();
        return null;
      }
      return file.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      return nullWhenMissing(error);
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    try {
      const found = await stat(this.pathOf(key));
      if (!found.isFile()) return null;
      // A rename puts a new file (a new mtime) in place, so size and mtime tell versions apart.
      const version = `${found.size.toString(16)}-${Math.floor(found.mtimeMs * 1000).toString(16)}`;
      return { size: found.size, lastModified: found.mtime, etag: `"${version}"` };
    } catch (error) {
      return nullWhenMissing(error);
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const directory = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    if (directory !== '') assertObjectKey(directory.slice(0, -1));
    for await (const key of this.keysUnder(directory)) {
      if (!key.startsWith(prefix)) continue;
      const found = await this.stat(key);
      if (found) yield { key, size: found.size };
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  /** Every key below `directory` ("" or "a/b/"), depth first. */
  private async *keysUnder(directory: string): AsyncIterable<string> {
    let entries;
    try {
      entries = await readdir(join(this.root, directory), { withFileTypes: true });
    } catch (error) {
      if (nullWhenMissing(error) === null) return;
      throw error;
    }
    for (const entry of entries) {
      const key = directory + entry.name;
      if (!isObjectKey(key)) continue;
      if (entry.isDirectory()) yield* this.keysUnder(`${key}/`);
      else if (entry.isFile()) yield key;
    }
  }

  private pathOf(key: string): string {
    assertObjectKey(key);
    return join(this.root, key);
  }
}

/** Null for "no such file" (also a file where a directory was expected); any other error is thrown. */
function nullWhenMissing(error: unknown): null {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
  throw error;
}
