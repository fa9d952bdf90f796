// @ts-check
/**
 * Fails a build in which a rule that names libraries' folders (antd's building blocks marked
 * free of side effects, the icons' runtime chunk) matched no module: the library moved its
 * files, and the rule would otherwise stop applying without a word.
 */
const PLUGIN = 'PackagePathRulesCheck';

class PackagePathRulesCheck {
  /** @param {{ name: string; test: RegExp }[]} rules */
  constructor(rules) {
    this.rules = rules;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        const resources = [...modules].map((module) => /** @type {{ resource?: string }} */ (module).resource ?? '');
        for (const { name, test } of this.rules) {
          if (!resources.some((resource) => test.test(resource))) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${name} (${test}) matched no module: the library moved its files; update frontends/federation/webpack-app.js`,
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { PackagePathRulesCheck };
