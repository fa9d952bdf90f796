/** Where a stored file lives: `key` names it inside the store, `url` is how browsers fetch it. */
export interface StoredFile {
  key: string;
  url: string;
}

/**
 * The file store port. Files are named by their content, so saving the same bytes twice
 * gives the same key and URL; callers never choose names. The class is the injection token.
 */
export abstract class Storage {
  /** Stores the bytes under a content-derived name with the given extension (e.g. "png"). */
  abstract save(bytes: Buffer, ext: string): Promise<StoredFile>;

  abstract read(key: string): Promise<Buffer>;

  abstract exists(key: string): Promise<boolean>;

  /** Removes the file; a missing file is not an error. */
  abstract delete(key: string): Promise<void>;
}
