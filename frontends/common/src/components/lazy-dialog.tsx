import { Spin } from 'antd';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** A dialog's component whose code is fetched the first time it opens (or when `preload` is called). */
export type LazyDialog<P extends { open: boolean }> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Wraps a dialog so that its code (and the form controls it brings, antd's "antd-forms" module)
 * is fetched only when it first opens: a page that merely offers the dialog loads and renders
 * none of it. Once opened it stays mounted, so it closes with its animation and keeps what a
 * closed dialog keeps. While the code arrives, a mask with a spinner answers the tap.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // Forgotten when it fails, so the next open (or preload) fetches again.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Loaded = lazy(() => loadOnce().then((component) => ({ default: component })));

  function OpenedOnce(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={<DialogLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(OpenedOnce, { preload: loadOnce });
}

function DialogLoading() {
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'grid',
        placeItems: 'center',
        background: 'rgba(0, 0, 0, 0.45)',
      }}
    >
      <Spin size="large" />
      <span style={VISUALLY_HIDDEN}>Opening…</span>
    </div>
  );
}

/**
 * Fetches the dialogs' code at the person's first sign of use of the page (a pointer over it,
 * a touch, a key), so a dialog usually opens at once, while a page load that nobody touches
 * (or a phone still busy showing it) spends nothing on them.
 */
export function usePreloadOnFirstIntent(dialogs: ReadonlyArray<{ preload: () => Promise<unknown> }>): void {
  useEffect(() => {
    const events = ['pointerover', 'touchstart', 'keydown'] as const;
    const preload = () => {
      for (const event of events) window.removeEventListener(event, preload, true);
      // A failed fetch is tried again when the dialog opens.
      for (const dialog of dialogs) dialog.preload().catch(() => {});
    };
    for (const event of events) window.addEventListener(event, preload, { capture: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, preload, true);
    };
  }, [dialogs]);
}
