/** The alias shared-cssinjs.ts reads antd's CSS-in-JS engine through (federation/webpack-app.js). */
declare module 'cssinjs-source' {
  export * from '@ant-design/cssinjs';
}
