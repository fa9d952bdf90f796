const { createAppConfig } = require('../federation/webpack-app');
const { publicPagesConfigs } = require('./build/public-pages');

const federatedApp = createAppConfig({ name: 'shell', dir: __dirname });

/** The federated app; in production also the light public entry and the prerendered pages. */
module.exports = (env, argv) => {
  const app = federatedApp(env, argv);
  return app.mode === 'production' ? [app, ...publicPagesConfigs()] : app;
};
