import { type ContentType, sniffContentType } from './file-content';
import { canShrink, shrinkImage } from './shrink-image';
import { checkUploadBatch, tooLarge, type UploadLimits, type UploadProblem } from './upload-limits';

export interface PreparedFile {
  picked: File;
  /** What to send: the file as picked, or shrunk to fit the size limit. */
  file: File;
}

export interface PreparedPick {
  /** The files that may be sent, in pick order. */
  ready: PreparedFile[];
  problems: UploadProblem[];
}

export interface PrepareOptions {
  /** How many more files the target takes; no limit if left out. */
  remaining?: number;
  /** The problems found before any shrinking starts, so they show while it runs. */
  onChecked?: (problems: UploadProblem[]) => void;
  /** A file being shrunk, 0 to 100. */
  onProgress?: (file: File, percent: number) => void;
}

/**
 * Everything that happens to a pick in the browser before it is sent: its names and types,
 * its bytes (a text file named .jpg is refused, by name), its count, then each image over the
 * size limit shrunk to fit (a 12 MB phone photo goes through at under 5 MB). Limits without a
 * content rule keep to the checks of `checkUploadBatch`.
 */
export async function prepareUploads(
  pick: readonly File[],
  limits: UploadLimits,
  { remaining, onChecked, onProgress }: PrepareOptions = {},
): Promise<PreparedPick> {
  const contents = new Map<File, ContentType | null>();
  if (limits.content) {
    const read = await Promise.all(pick.map(sniffContentType));
    pick.forEach((file, index) => contents.set(file, read[index]!));
  }
  const { accepted, problems } = checkUploadBatch(pick, limits, remaining, (file) => contents.get(file));
  onChecked?.([...problems]);

  // One at a time: each needs its full-size picture in memory while it is redrawn.
  const ready: PreparedFile[] = [];
  for (const file of accepted) {
    const content = contents.get(file);
    if (file.size <= limits.maxBytes || !canShrink(content)) {
      ready.push({ picked: file, file });
      continue;
    }
    let shrunk: File | null = null;
    onProgress?.(file, 0);
    try {
      shrunk = await shrinkImage(file, content!, limits.maxBytes, (percent) => onProgress?.(file, percent));
    } catch {
      // A picture the browser cannot draw cannot be shrunk: it stays too large.
    }
    if (shrunk && shrunk.size <= limits.maxBytes) ready.push({ picked: file, file: shrunk });
    else problems.push(tooLarge(file, limits));
  }
  return { ready, problems };
}
