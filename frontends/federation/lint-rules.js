// @ts-check
/**
 * The lint rules the builds' tables call for (eslint.config.mjs spreads them into
 * no-restricted-syntax): no screen renders an antd part the builds leave out
 * (left-out-antd-parts.js), and a package shared as a subset (shared-modules.js) is imported
 * by name only, since a default or namespace import would need the whole package.
 */
const { FETCHED_WHEN_SHOWN, UNRENDERED_IN_APPS } = require('./left-out-antd-parts');
const { SHARED_MODULES } = require('./shared-modules');

/** @returns {{ selector: string; message: string }[]} */
function leftOutPartsSyntax() {
  return [...UNRENDERED_IN_APPS, ...FETCHED_WHEN_SHOWN].flatMap(({ lint = [] }) => lint);
}

/** @returns {{ selector: string; message: string }[]} */
function subsetImportsSyntax() {
  const packages = [...new Set(SHARED_MODULES.filter(({ names }) => names).map((entry) => entry.package))];
  return packages.map((pkg) => ({
    selector: `ImportDeclaration[source.value='${pkg}'] > :matches(ImportDefaultSpecifier, ImportNamespaceSpecifier)`,
    message: `${pkg} is shared as a subset (frontends/federation/shared-modules.js): import its exports by name.`,
  }));
}

module.exports = { leftOutPartsSyntax, subsetImportsSyntax };
