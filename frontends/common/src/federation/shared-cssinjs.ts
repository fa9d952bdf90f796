/**
 * antd's CSS-in-JS engine as the three apps share it at run time (federation/shared.js provides
 * this module under the key "@ant-design/cssinjs"): what antd's components, its style utilities
 * and the apps' browser code import from it, so the shared chunk every signed-in page loads
 * leaves out the rest of the package (its style extraction for server rendering, the
 * transformers and linters a project opts into), which a shared module could not otherwise shed.
 *
 * "cssinjs-source" is an alias of the package's ES build (federation/webpack-app.js; types in
 * cssinjs-source.d.ts): the federation intercepts only the request "@ant-design/cssinjs", so
 * this module is not its own fallback. shared-subsets.test.ts keeps this list equal to what
 * those modules import.
 */
export {
  createTheme,
  getComputedToken,
  Keyframes,
  StyleContext,
  token2CSSVar,
  unit,
  useCacheToken,
  useCSSVarRegister,
  useStyleRegister,
} from 'cssinjs-source';
