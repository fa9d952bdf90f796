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
 * points at it (or the focus reaches it, for a tooltip shown on focus), or after a click or a
 * tap. React mounts the element anew then, so the focus it had is put back; and the wrap waits
 * for a press on it to end, so no click is cut in two.
 */
export function DeferredTooltip({ children, ...tooltip }: DeferredTooltipProps) {
  const code = useOverlayCode();
  // Why antd's Tooltip should wrap the element: to show at once, or (after a click from the
  // keyboard, which no pointer hovers to close it) closed.
  const [wanted, setWanted] = useState<'open' | 'closed' | null>(null);
  const [pressing, setPressing] = useState(false);
  const [refocus, setRefocus] = useState(false);
  const [trigger, attach] = useTriggerNode(children.props.ref);
  const wrapped = code !== undefined && wanted !== null && !pressing;
  usePreloadOnFirstIntent(OVERLAY_CODE);

  useEffect(() => {
    // A failed fetch is tried again at the next pointing.
    if (wanted && !code) loadOverlayCode().catch(() => setWanted(null));
  }, [wanted, code]);

  useRefocusAfterWrap(wrapped, refocus, trigger);

  const want = (show: 'open' | 'closed') => {
    setWanted(show);
    setRefocus(!!trigger?.contains(document.activeElement));
  };
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
            if (event.pointerType !== 'touch') want('open');
          },
          onPointerLeave: (event: PointerEvent) => {
            own.onPointerLeave?.(event);
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
            want(event.detail > 0 ? 'open' : 'closed');
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
    <code.Tooltip {...tooltip} defaultOpen={wanted === 'open'}>
      {element}
    </code.Tooltip>
  );
}
