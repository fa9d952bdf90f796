import { useCallback, useRef, useState } from 'react';
import { type PreparedPick, prepareUploads } from './prepare-uploads';
import type { UploadLimits, UploadProblem } from './upload-limits';

/** A picked image being shrunk, for its progress bar. */
export interface ShrinkingFile {
  key: string;
  name: string;
  percent: number;
}

let nextKey = 0;

/**
 * `prepareUploads` for a picker component, with the images being shrunk (and how far along)
 * as state, so the picker can show a progress bar for each while the user waits. `onChecked`
 * hears of the refused files before the shrinking starts.
 */
export function usePickPreparation(limits: UploadLimits) {
  const [shrinking, setShrinking] = useState<ShrinkingFile[]>([]);
  const keys = useRef(new WeakMap<File, string>());

  const prepare = useCallback(
    async (
      pick: readonly File[],
      remaining: number | undefined,
      onChecked: (problems: UploadProblem[]) => void,
    ): Promise<PreparedPick> => {
      const keyOf = (file: File) => {
        let key = keys.current.get(file);
        if (!key) keys.current.set(file, (key = `shrinking-${++nextKey}`));
        return key;
      };
      const onProgress = (file: File, percent: number) => {
        const key = keyOf(file);
        setShrinking((list) =>
          list.some((entry) => entry.key === key)
            ? list.map((entry) => (entry.key === key ? { ...entry, percent } : entry))
            : [...list, { key, name: file.name, percent }],
        );
      };
      try {
        return await prepareUploads(pick, limits, { remaining, onChecked, onProgress });
      } finally {
        const done = new Set(pick.map((file) => keys.current.get(file)));
        setShrinking((list) => list.filter((entry) => !done.has(entry.key)));
      }
    },
    [limits],
  );

  return { prepare, shrinking };
}
