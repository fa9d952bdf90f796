import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The title of an antd Result as the page's heading. With `focus`, it takes the focus when it
 * appears (the answer to what the user just did): screen readers read it, and Tab goes on
 * from there instead of from the top of the page.
 */
export function ResultHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1 ref={ref} tabIndex={-1} style={{ margin: 0, font: 'inherit', color: 'inherit', outline: 'none' }}>
      {children}
    </h1>
  );
}
