import { VISUALLY_HIDDEN } from '@atelier/common';
import type { ReactNode } from 'react';

/** Text for screen readers only (e.g. "Step 2 of 3: " before a step's heading). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={VISUALLY_HIDDEN}>{children}</span>;
}
