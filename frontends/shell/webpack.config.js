const { createAppConfig } = require('../federation/webpack-app');

module.exports = createAppConfig({ name: 'shell', dir: __dirname });
