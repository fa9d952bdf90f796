// @ts-check
/**
 * Webpack loader, run on the apps' code after swc (so type-only imports are already gone): the
 * apps import antd by name from 'antd', and the three builds share antd as two modules
 * (common/src/federation/shared-antd.ts under "antd", the first screens' components, and
 * shared-antd-forms.ts under "antd-forms", form controls, dialogs and uploads). This sends the
 * names of the second to "antd-forms", so a screen without forms never loads them:
 * `import { Button, Form } from "antd"` becomes
 * `import { Button } from "antd"; import { Form } from "antd-forms";` (on one line, so line
 * numbers hold).
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const FORMS_MODULE = join(__dirname, '..', 'common', 'src', 'federation', 'shared-antd-forms.ts');

/** @returns {Set<string>} the names shared-antd-forms.ts exports */
function formsNames() {
  const source = readFileSync(FORMS_MODULE, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(source);
  if (!list) throw new Error(`${FORMS_MODULE} exports no list`);
  return new Set(
    list[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])antd\2;?/g;

/**
 * @param {string} specifiers the text between the braces of an import from 'antd'
 * @param {Set<string>} forms
 * @returns {string}
 */
function splitAntdImport(specifiers, forms) {
  const parts = specifiers
    .split(',')
    .map((specifier) => specifier.trim())
    .filter(Boolean);
  const isForms = (/** @type {string} */ specifier) => forms.has(specifier.split(/\s+as\s+/)[0]);
  const statement = (/** @type {string[]} */ names, /** @type {string} */ key) =>
    names.length > 0 ? `import { ${names.join(', ')} } from "${key}";` : '';
  return [
    statement(
      parts.filter((part) => !isForms(part)),
      'antd',
    ),
    statement(parts.filter(isForms), 'antd-forms'),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
function antdImportsLoader(source) {
  if (!source.includes('antd')) return source;
  const forms = formsNames();
  this.addDependency(FORMS_MODULE);
  return source.replace(NAMED_IMPORT, (_statement, specifiers) => splitAntdImport(specifiers, forms));
}

module.exports = antdImportsLoader;
module.exports.splitAntdImport = splitAntdImport;
module.exports.formsNames = formsNames;
