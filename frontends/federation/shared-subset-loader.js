// @ts-check
/**
 * Webpack loader that writes the module shared under a subset's key (shared-modules.js): the
 * resource `shared-subset-loader.js?<key>` becomes `export { <names> } from "<from>"`, the
 * package's own build by path, which the federation does not intercept (it intercepts the
 * package's name only), so a subset is never its own fallback.
 */
const { subsetOf } = require('./shared-modules');

/** @this {import('webpack').LoaderContext<unknown>} */
function sharedSubsetLoader() {
  const { names, from } = subsetOf(this.resourceQuery.slice(1));
  this.addDependency(require.resolve('./shared-modules'));
  return `export { ${names.join(', ')} } from ${JSON.stringify(from(this.mode !== 'development'))};\n`;
}

module.exports = sharedSubsetLoader;
