// The runtime-neutral entry point: the package root exports only `import`/`module-sync`
// conditions, which Jest's CommonJS resolver cannot follow; buffers need nothing more.
import { fileTypeFromBuffer } from 'file-type/core';

export interface SniffedFileType {
  /** e.g. "image/png" */
  mime: string;
  /** e.g. "png", without the dot */
  ext: string;
}

/**
 * The type of an upload judged by its bytes (magic numbers), never by its name or the
 * client's Content-Type header. Null when the bytes match no known format.
 */
export async function sniffFileType(bytes: Uint8Array): Promise<SniffedFileType | null> {
  const type = await fileTypeFromBuffer(bytes);
  return type ? { mime: type.mime, ext: type.ext } : null;
}
