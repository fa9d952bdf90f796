import { startEarly } from './early/early-start';

// A signed-in first load starts GET /api/me, the page's data and the role's remote now, beside
// the app's own code rather than after it (src/early/).
startEarly();

// The async boundary Module Federation needs: shared modules (React, antd, ...) are resolved
// before any code that imports them runs.
import('./bootstrap');
