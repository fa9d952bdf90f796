import { Button } from 'antd';
import { useCallback, useId, useState } from 'react';

/**
 * A paragraph cut at `lines` lines, with "more" / "less" when it does not fit. Whether it fits
 * is measured (and measured again when the card is resized), not guessed from its length.
 */
export function ClampedText({ text, lines = 3, label }: { text: string; lines?: number; label: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  const measure = useCallback(
    (element: HTMLParagraphElement | null) => {
      if (!element || expanded) return;
      const check = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
      check();
      const observer = new ResizeObserver(check);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [expanded],
  );

  const clamp = expanded
    ? undefined
    : ({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden' } as const);

  return (
    <div>
      {/* A plain <p>: antd's Paragraph overwrites WebkitLineClamp with its own ellipsis setting. */}
      <p id={id} ref={measure} style={{ margin: 0, whiteSpace: 'pre-line', ...clamp }}>
        {text}
      </p>
      {(overflows || expanded) && (
        <Button
          type="link"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={`Show ${expanded ? 'less' : 'more'} of the ${label}`}
          onClick={() => setExpanded((value) => !value)}
          style={{ paddingInline: 0 }}
        >
          {expanded ? 'less' : 'more'}
        </Button>
      )}
    </div>
  );
}
