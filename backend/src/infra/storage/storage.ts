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
  /** The key `save` gives these bytes, without storing anything. */
  abstract keyOf(bytes: Buffer, ext: string): string;

  /** Stores the bytes under a content-derived name with the given extension (e.g. "png"). */
  abstract save(bytes: Buffer, ext: string): Promise<StoredFile>;

  /**
   * Stores bytes under a key the caller derived from an upload's key (a cleaned copy, a
   * resized variant), replacing what is there: whole or not at all, never half-written.
   * Such a name is not the hash of these bytes; it is still only ever given the same content.
   */
  abstract write(key: string, bytes: Buffer): Promise<StoredFile>;

  abstract read(key: string): Promise<Buffer>;

  abstract exists(key: string): Promise<boolean>;

  /** Removes the file; a missing file is not an error. */
  abstract delete(key: string): Promise<void>;
}
