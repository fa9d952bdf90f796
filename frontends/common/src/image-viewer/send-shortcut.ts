import type { KeyboardEvent } from 'react';

/** Ctrl/Cmd+Enter sends a comment or a reply: in their boxes Enter alone makes a new line. */
export const isSendShortcut = (event: KeyboardEvent): boolean =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);
