/** The alias shared-react-query.ts reads TanStack Query through (federation/webpack-app.js). */
declare module 'react-query-source' {
  export * from '@tanstack/react-query';
}
