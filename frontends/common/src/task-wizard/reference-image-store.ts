/**
 * Where a draft's reference images wait for a reload: IndexedDB, which holds Files as they
 * are. sessionStorage could not: five images of up to 5 MB, as data URLs, are about 33 MB,
 * and it holds 5 MB. The images are filed under the draft's id (kept with the draft in
 * sessionStorage), so only the tab whose draft names them finds them again; images of a
 * draft left unfinished go after a day.
 */

export interface ReferenceImageStore {
  /** The draft's images, in the order they were picked; none when there are none or they cannot be read. */
  load(draftId: string): Promise<File[]>;
  save(draftId: string, files: readonly File[]): Promise<void>;
  remove(draftId: string): Promise<void>;
}

interface Entry {
  draftId: string;
  files: File[];
  savedAt: number;
}

const DATABASE = 'atelier.task-wizard';
const IMAGES = 'reference-images';
/** How long the images of a draft nobody came back to are kept. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const finished = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });

function openDatabase(indexedDB: IDBFactory): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(IMAGES, { keyPath: 'draftId' });
  return settled(request);
}

/** Drops the entries of drafts older than a day (a tab closed before its request was made). */
async function forgetOld(database: IDBDatabase, now: number): Promise<void> {
  const transaction = database.transaction(IMAGES, 'readwrite');
  const store = transaction.objectStore(IMAGES);
  for (const entry of await settled(store.getAll() as IDBRequest<Entry[]>)) {
    if (now - entry.savedAt > KEPT_FOR_MS) store.delete(entry.draftId);
  }
  await finished(transaction);
}

export function indexedDbImageStore(indexedDB: IDBFactory, now: () => number = Date.now): ReferenceImageStore {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => {
    opened ??= openDatabase(indexedDB).then(async (db) => {
      await forgetOld(db, now()).catch(() => undefined);
      return db;
    });
    return opened;
  };
  const write = async (change: (store: IDBObjectStore) => void) => {
    const transaction = (await database()).transaction(IMAGES, 'readwrite');
    change(transaction.objectStore(IMAGES));
    await finished(transaction);
  };
  return {
    async load(draftId) {
      const transaction = (await database()).transaction(IMAGES, 'readonly');
      const entry = await settled(transaction.objectStore(IMAGES).get(draftId) as IDBRequest<Entry | undefined>);
      return entry?.files ?? [];
    },
    save: (draftId, files) =>
      write((store) =>
        files.length > 0 ? store.put({ draftId, files: [...files], savedAt: now() }) : store.delete(draftId),
      ),
    remove: (draftId) => write((store) => store.delete(draftId)),
  };
}

/** Where IndexedDB is missing (or refused): the images outlive moving between screens, not a reload. */
export function memoryImageStore(): ReferenceImageStore {
  const kept = new Map<string, File[]>();
  return {
    load: async (draftId) => kept.get(draftId) ?? [],
    save: async (draftId, files) => {
      if (files.length > 0) kept.set(draftId, [...files]);
      else kept.delete(draftId);
    },
    remove: async (draftId) => {
      kept.delete(draftId);
    },
  };
}

/** The browser's store, chosen once. */
export const referenceImageStore: ReferenceImageStore = globalThis.indexedDB
  ? indexedDbImageStore(globalThis.indexedDB)
  : memoryImageStore();
