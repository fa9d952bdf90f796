// @ts-check
/**
 * Webpack loader, run on the apps' code after swc (so type-only imports are already gone): the
 * apps import antd by name from 'antd', and the three builds share antd as several subsets,
 * each under a key of its own (shared-modules.js). This sends each name to its subset's key, so
 * a screen loads only the subsets it uses:
 * `import { Button, Form } from "antd"` becomes
 * `import { Button } from "antd"; import { Form } from "antd-forms";` (on one line, so line
 * numbers hold).
 */
const { antdSubsets } = require('./shared-modules');

/**
 * The key of each name an antd subset shares.
 * @returns {Map<string, string>}
 */
function antdKeys() {
  return new Map(antdSubsets().flatMap(({ key, names = [] }) => names.map((name) => [name, key])));
}

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])antd\2;?/g;

/**
 * @param {string} specifiers the text between the braces of an import from 'antd'
 * @param {Map<string, string>} keys
 * @returns {string}
 */
function splitAntdImport(specifiers, keys) {
  /** @type {Map<string, string[]>} */
  const byKey = new Map();
  for (const specifier of specifiers
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const key = keys.get(specifier.split(/\s+as\s+/)[0]) ?? 'antd';
    byKey.set(key, [...(byKey.get(key) ?? []), specifier]);
  }
  return [...byKey].map(([key, names]) => `import { ${names.join(', ')} } from "${key}";`).join(' ');
}

/**
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
function antdImportsLoader(source) {
  if (!source.includes('antd')) return source;
  const keys = antdKeys();
  this.addDependency(require.resolve('./shared-modules'));
  return source.replace(NAMED_IMPORT, (_statement, specifiers) => splitAntdImport(specifiers, keys));
}

module.exports = antdImportsLoader;
module.exports.antdKeys = antdKeys;
module.exports.splitAntdImport = splitAntdImport;
