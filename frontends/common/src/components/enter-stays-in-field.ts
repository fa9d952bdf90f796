import type { KeyboardEvent, KeyboardEventHandler } from 'react';

/**
 * Enter in a field that picks or adds something (suggestions, tags) picks or adds it, and
 * never also submits the form around the field (a browser submits a form on Enter in any of
 * its inputs). Wraps the field's own onKeyDown, if any.
 */
export function keepEnterInField<E extends Element>(onKeyDown?: KeyboardEventHandler<E>): KeyboardEventHandler<E> {
  return (event: KeyboardEvent<E>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter') event.preventDefault();
  };
}
