// The async boundary Module Federation needs: shared modules (React, antd, ...) are resolved
// before any code that imports them runs.
import('./bootstrap');
