import { paintEarly, startEarly } from './early/early-start';
import { afterNextPaint } from './early/first-paint';

/**
 * A signed-in first load starts GET /api/me, the page's data and the role's remote, beside the
 * app's own code rather than after it, then the app itself (src/early/): at once, or once a
 * returning user's dashboard painted before React is on screen.
 */
function start() {
  startEarly();
  // The async boundary Module Federation needs: shared modules (React, antd, ...) are resolved
  // before any code that imports them runs.
  void import('./bootstrap');
}

if (paintEarly()) afterNextPaint(start);
else start();
