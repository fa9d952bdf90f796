import type { KeyboardEvent, ReactNode } from 'react';

function keepTabFromSelect(event: KeyboardEvent) {
  if (event.key === 'Tab') event.stopPropagation();
}

/**
 * Tab leaves a field with suggestions and never takes one. rc-select (antd's AutoComplete
 * and Select) takes the highlighted option on Tab and keeps the focus, which replaced what
 * was typed ("$1,500" became "$1,500–$3,000") and sent the next keystrokes into the same
 * field. Around the field, the key is stopped on its way down (capture), so it never reaches
 * the select, and the browser still moves the focus (nothing prevents its default). The
 * wrapper draws no box of its own.
 */
export function TabLeavesField({ children }: { children: ReactNode }) {
  return (
    <span style={{ display: 'contents' }} onKeyDownCapture={keepTabFromSelect}>
      {children}
    </span>
  );
}
