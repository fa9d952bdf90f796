/** The alias shared-react-router.ts reads react-router through (federation/webpack-app.js). */
declare module 'react-router-source' {
  export * from 'react-router';
}
