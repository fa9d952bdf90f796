import { type Ref, useCallback, useLayoutEffect, useState } from 'react';
import { deferredCode } from './deferred-code';

const overlays = deferredCode(() => import('./OverlayCode'));

/** Fetches antd's Popover and Tooltip once; a failed fetch is tried again at the next call. */
export const loadOverlayCode = overlays.load;

/** For usePreloadOnFirstIntent: the overlays' code, fetched at the first sign of use of the page. */
export const OVERLAY_CODE = [{ preload: loadOverlayCode }];

/** antd's Popover and Tooltip once fetched, undefined until then. */
export const useOverlayCode = overlays.useLoaded;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The trigger's element, and the ref that records it while still passing it to the trigger's
 * own ref (`ownRef`).
 */
export function useTriggerNode(ownRef: Ref<HTMLElement> | undefined) {
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const attach = useCallback(
    (node: HTMLElement | null) => {
      setTrigger(node);
      setRef(ownRef, node);
    },
    [ownRef],
  );
  return [trigger, attach] as const;
}

const FOCUSABLE = 'button, a[href], [tabindex]';

/**
 * Once antd's overlay wraps a trigger that rendered alone, React mounts the trigger anew and
 * the focus it had falls to the body: this puts it back on the new trigger, when `refocus` says
 * the focus was on the old one.
 */
export function useRefocusAfterWrap(wrapped: boolean, refocus: boolean, trigger: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!wrapped || !refocus || document.activeElement !== document.body) return;
    const focusable = trigger?.matches(FOCUSABLE) ? trigger : trigger?.querySelector<HTMLElement>(FOCUSABLE);
    focusable?.focus();
  }, [wrapped, refocus, trigger]);
}
