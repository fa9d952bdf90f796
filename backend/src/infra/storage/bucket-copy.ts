import type { ObjectStore } from './object-store';

/** Objects copied at the same time: enough to hide a bucket's latency, few enough for a small machine. */
const COPIES_AT_ONCE = 8;

export interface CopyTotals {
  copied: number;
  /** Already in the target with the same size. */
  skipped: number;
  bytes: number;
}

/**
 * Copies every object under `prefixes` from one store to another, leaving alone those the
 * target already holds with the same size: run again, it copies only what is missing or
 * differs (an interrupted run resumes). Each copy is whole or nothing, as every put is.
 * `report` gets a line per copied object and one per prefix.
 */
export async function copyObjects(
  source: ObjectStore,
  target: ObjectStore,
  prefixes: readonly string[],
  report: (line: string) => void,
): Promise<CopyTotals> {
  const totals: CopyTotals = { copied: 0, skipped: 0, bytes: 0 };
  for (const prefix of prefixes) {
    const before = { ...totals };
    const objects = source.list(prefix)[Symbol.asyncIterator]();
    let failed = false;
    const copyNext = async (): Promise<void> => {
      for (let next = await objects.next(); !next.done && !failed; next = await objects.next()) {
        const { key, size } = next.value;
        if ((await target.stat(key))?.size === size) {
          totals.skipped++;
          continue;
        }
        const body = await source.stream(key);
        // Removed from the source since it was listed: nothing to copy.
        if (body === null) continue;
        await target.put(key, body);
        totals.copied++;
        totals.bytes += size;
        report(`copied ${key} (${size} bytes)`);
      }
    };
    await Promise.all(
      Array.from({ length: COPIES_AT_ONCE }, () =>
        copyNext().catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      ),
    );
    report(`${prefix}: ${totals.copied - before.copied} copied, ${totals.skipped - before.skipped} already there`);
  }
  return totals;
}
