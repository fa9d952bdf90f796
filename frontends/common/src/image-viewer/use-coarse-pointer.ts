import { useSyncExternalStore } from 'react';

/** A finger, not a mouse or a pen, is the main way of pointing (phones, most tablets). */
const COARSE_POINTER_QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(COARSE_POINTER_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const read = () => window.matchMedia?.(COARSE_POINTER_QUERY).matches ?? false;

/**
 * Whether the user points with a finger: "Tap" rather than "Click". Asked of the input
 * device, not the width: a narrow desktop window still has a mouse, a large tablet still a
 * finger. Follows changes (a tablet docked to a keyboard and trackpad).
 */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
