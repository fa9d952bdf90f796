import type { PopoverProps } from 'antd';
import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { usePreloadOnFirstIntent } from './lazy-dialog';

type PopoverCode = typeof import('./PopoverCode');

let loaded: PopoverCode | undefined;
let loading: Promise<unknown> | undefined;
const onLoaded = new Set<() => void>();

function loadPopover(): Promise<unknown> {
  return (loading ??= import('./PopoverCode').then(
    (code) => {
      loaded = code;
      for (const listener of onLoaded) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}
const POPOVER_CODE = [{ preload: loadPopover }];

const subscribe = (listener: () => void) => {
  onLoaded.add(listener);
  return () => onLoaded.delete(listener);
};
const loadedCode = () => loaded;

const FOCUSABLE = 'button, a[href], [tabindex]';

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

interface DeferredPopoverProps extends Omit<PopoverProps, 'open' | 'onOpenChange' | 'trigger' | 'children'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opens it; it receives a ref and a click handler. */
  children: ReactElement<{ ref?: Ref<HTMLElement>; onClick?: (event: MouseEvent) => void }>;
}

/**
 * antd's Popover, opened by a click, whose code (with the trigger and portal code beneath it,
 * the "antd-overlays" module) is fetched at the first sign of use of the page, or by the first
 * click, rather than before the page shows. Until its first opening the trigger renders alone,
 * and its click asks to open; the Popover then wraps the trigger, which React mounts anew, so
 * the focus, if the click left it on the trigger, is put back. Swapping only on a click of its
 * own means no press on the trigger is ever cut in two by the swap.
 */
export function DeferredPopover({ open, onOpenChange, children, ...popover }: DeferredPopoverProps) {
  const code = useSyncExternalStore(subscribe, loadedCode, loadedCode);
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [refocus, setRefocus] = useState(false);
  const wrapped = code !== undefined && asked;
  usePreloadOnFirstIntent(POPOVER_CODE);

  useEffect(() => {
    // A failed fetch closes it again, so the next click fetches anew.
    if (open && !code) loadPopover().catch(() => onOpenChange(false));
  }, [open, code, onOpenChange]);

  useLayoutEffect(() => {
    // Only a swap this click asked for: the focus it left on the old trigger fell to the body.
    if (!wrapped || !refocus || document.activeElement !== document.body) return;
    const focusable = trigger?.matches(FOCUSABLE) ? trigger : trigger?.querySelector<HTMLElement>(FOCUSABLE);
    focusable?.focus();
  }, [wrapped, refocus, trigger]);

  const ownRef = children.props.ref;
  const attach = useCallback(
    (node: HTMLElement | null) => {
      setTrigger(node);
      setRef(ownRef, node);
    },
    [ownRef],
  );
  const askToOpen = (event: MouseEvent) => {
    children.props.onClick?.(event);
    setRefocus(!!trigger?.contains(document.activeElement));
    onOpenChange(!open);
  };
  const element = cloneElement(children, wrapped ? { ref: attach } : { ref: attach, onClick: askToOpen });
  if (!wrapped) return element;
  return (
    <code.Popover {...popover} open={open} onOpenChange={onOpenChange} trigger="click">
      {element}
    </code.Popover>
  );
}
