// @ts-check
/**
 * Files of installed packages that the builds read by path. A package's ES entry comes from its
 * own package.json (its exports map's "import", else "module"); any other file is a path inside
 * the package that an upgrade may move, so `packageFile` stops the build, saying why the file
 * is read, when it is not there.
 */
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

/** @param {string} pkg */
const packageDir = (pkg) => dirname(require.resolve(`${pkg}/package.json`));

/**
 * The file `relative` of the package `pkg`, which must exist.
 * @param {string} pkg
 * @param {string} relative
 * @param {string} why what the build reads it for
 */
function packageFile(pkg, relative, why) {
  const file = join(packageDir(pkg), relative);
  if (!existsSync(file)) {
    throw new Error(`${pkg} has no ${relative} any more (${why}): update frontends/federation/ for its new layout`);
  }
  return file;
}

/** @param {unknown} target an exports-map condition's value */
const conditionFile = (target) =>
  typeof target === 'string' ? target : /** @type {{ default?: string } | undefined} */ (target)?.default;

/**
 * The ES module build of `pkg` as its package.json declares it.
 * @param {string} pkg
 */
function esEntryOf(pkg) {
  const manifest = JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8'));
  const declared = conditionFile(manifest.exports?.['.']?.import) ?? manifest.module;
  if (!declared) throw new Error(`${pkg} declares no ES module build (exports "import" or "module")`);
  const file = existsSync(join(packageDir(pkg), declared)) ? declared : `${declared}.js`;
  return packageFile(pkg, file, 'its ES module build');
}

module.exports = { esEntryOf, packageFile };
