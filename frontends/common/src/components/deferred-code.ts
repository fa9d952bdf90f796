import { useSyncExternalStore } from 'react';

/** Code fetched once, on demand, that components render from once it is in. */
export interface DeferredCode<T> {
  /** Fetches it (once; a failed fetch is tried again at the next call). */
  load: () => Promise<T>;
  /** The code once fetched, undefined until then; the component renders again when it arrives. */
  useLoaded: () => T | undefined;
}

export function deferredCode<T>(fetch: () => Promise<T>): DeferredCode<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const onLoaded = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    onLoaded.add(listener);
    return () => onLoaded.delete(listener);
  };
  const current = () => loaded;
  return {
    load: () =>
      (loading ??= fetch().then(
        (code) => {
          loaded = code;
          for (const listener of onLoaded) listener();
          return code;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    useLoaded: () => useSyncExternalStore(subscribe, current, current),
  };
}
