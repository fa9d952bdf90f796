import type { TooltipProps } from 'antd';
import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useState,
} from 'react';
import { usePreloadOnFirstIntent } from './lazy-dialog';
import { loadOverlayCode, OVERLAY_CODE, useOverlayCode, useRefocusAfterWrap, useTriggerNode } from './overlay-code';

/** docs/product-rules.md, "Formats and timings": a tooltip opens after 700 ms. */
const OPEN_DELAY_S = 0.7;

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onPointerDown?: (event: PointerEvent) => void;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
}

interface DeferredTooltipProps extends Omit<TooltipProps, 'open' | 'defaultOpen' | 'children'> {
  /** The element it describes; it receives a ref and pointer, focus and click handlers. */
  children: ReactElement<TriggerProps>;
}

/**
 * antd's Tooltip, whose code (the "antd-overlays" module, with the trigger and portal code
 * beneath it) is fetched at the first sign of use of the page rather than before the page
 * shows. Until then the element renders alone; antd's Tooltip wraps it, open, once a mouse
 * has rested on it for the tooltip's delay (or the focus reaches it, for a tooltip shown on
 * focus), or after a click or a tap. React mounts the element anew then, so the focus it had is
 * put back; a press on it is never cut in two, as the wrap waits for the press to end, and a
 * pointer passing over it on its way to a click (or events sent to the element one after the
 * other, as assistive technology and tests send them) finds the same element throughout.
 */
export function DeferredTooltip({ children, ...tooltip }: DeferredTooltipProps) {
  const code = useOverlayCode();
  // Why antd's Tooltip should wrap the element: to show at once, or (after a click from the
  // keyboard, which no pointer hovers to close it) closed.
  const [wanted, setWanted] = useState<'open' | 'closed' | null>(null);
  const [pressing, setPressing] = useState(false);
  const [refocus, setRefocus] = useState(false);
  const [trigger, attach] = useTriggerNode(children.props.ref);
  const [hovered, setHovered] = useState(false);
  const wrapped = code !== undefined && wanted !== null && !pressing;
  usePreloadOnFirstIntent(OVERLAY_CODE);

  useEffect(() => {
    // A failed fetch is tried again at the next pointing.
    if (wanted && !code) loadOverlayCode().catch(() => setWanted(null));
  }, [wanted, code]);

  useRefocusAfterWrap(wrapped, refocus, trigger);

  useEffect(() => {
    if (!hovered || wanted) return;
    const rested = setTimeout(() => {
      setWanted('open');
      setRefocus(!!trigger?.contains(document.activeElement));
    }, OPEN_DELAY_S * 1000);
    return () => clearTimeout(rested);
  }, [hovered, wanted, trigger]);

  const own = children.props;
  const onFocusToo = [tooltip.trigger].flat().includes('focus');
  const element = cloneElement(
    children,
    wrapped
      ? { ref: attach }
      : {
          ref: attach,
          onPointerEnter: (event: PointerEvent) => {
            own.onPointerEnter?.(event);
            // A touch's pointer enters right as it presses: a tap wraps at its click.
            if (event.pointerType !== 'touch') setHovered(true);
          },
          onPointerLeave: (event: PointerEvent) => {
            own.onPointerLeave?.(event);
            setHovered(false);
            setPressing(false);
            if (event.pointerType !== 'touch') setWanted(null);
          },
          onPointerDown: (event: PointerEvent) => {
            own.onPointerDown?.(event);
            setPressing(true);
          },
          onClick: (event: MouseEvent) => {
            own.onClick?.(event);
            setPressing(false);
            // A click from the keyboard has no pointer (detail 0).
            setWanted(event.detail > 0 ? 'open' : 'closed');
            setRefocus(!!trigger?.contains(document.activeElement));
          },
          onFocus: (event: FocusEvent) => {
            own.onFocus?.(event);
            if (!onFocusToo) return;
            setWanted('open');
            setRefocus(true);
          },
        },
  );
  if (!wrapped) return element;
  return (
    <code.Tooltip mouseEnterDelay={OPEN_DELAY_S} {...tooltip} defaultOpen={wanted === 'open'}>
      {element}
    </code.Tooltip>
  );
}
