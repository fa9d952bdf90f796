import type { PopoverProps } from 'antd';
import { cloneElement, type MouseEvent, type ReactElement, type Ref, useEffect, useState } from 'react';
import { usePreloadOnFirstIntent } from './lazy-dialog';
import { loadOverlayCode, OVERLAY_CODE, useOverlayCode, useRefocusAfterWrap, useTriggerNode } from './overlay-code';

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
  const code = useOverlayCode();
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  const [trigger, attach] = useTriggerNode(children.props.ref);
  const [refocus, setRefocus] = useState(false);
  const wrapped = code !== undefined && asked;
  usePreloadOnFirstIntent(OVERLAY_CODE);

  useEffect(() => {
    // A failed fetch closes it again, so the next click fetches anew.
    if (open && !code) loadOverlayCode().catch(() => onOpenChange(false));
  }, [open, code, onOpenChange]);

  useRefocusAfterWrap(wrapped, refocus, trigger);

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
