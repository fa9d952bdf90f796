const { createAppConfig } = require('../federation/webpack-app');

// Exposes route elements only (see src/routes.tsx); the shell owns router, QueryClient and theme.
module.exports = createAppConfig({ name: 'client', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
