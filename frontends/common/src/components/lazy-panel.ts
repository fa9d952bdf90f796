import { type ComponentType, useEffect, useState } from 'react';

/** A popover's content while its code arrives, once it has, or when it could not be fetched. */
export type LazyPanelState<P> = { ready: ComponentType<P> } | 'loading' | 'failed';

export interface LazyPanel<P> {
  /** Fetches the code (once); usePreloadOnFirstIntent takes it. */
  preload: () => Promise<ComponentType<P>>;
  /** The content's state, fetching the code when `open` turns true the first time. */
  useWhenOpen: (open: boolean) => LazyPanelState<P>;
}

/**
 * A popover's content whose code is its own chunk, fetched when it first opens (or at the first
 * pointer or key on the page) rather than with the page. A failed fetch is forgotten: the
 * state says so until the next open has fetched it again.
 */
export function lazyPanel<P>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  function useWhenOpen(open: boolean): LazyPanelState<P> {
    const [state, setState] = useState<LazyPanelState<P>>('loading');
    const ready = typeof state === 'object';
    useEffect(() => {
      if (!open || ready) return;
      let current = true;
      preload().then(
        (component) => current && setState({ ready: component }),
        () => current && setState('failed'),
      );
      return () => {
        current = false;
      };
    }, [open, ready]);
    return state;
  }
  return { preload, useWhenOpen };
}
