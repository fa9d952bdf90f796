// @ts-check
/**
 * Webpack loader, run on the apps' code after swc (so type-only imports are already gone): the
 * apps import antd by name from 'antd', and the three builds share antd as three modules:
 * common/src/federation/shared-antd.ts under "antd" (the first screens' components) and the
 * modules of ANTD_APART, each under a key of its own. This sends each name to its module's key,
 * so a screen loads only the modules it uses:
 * `import { Button, Form } from "antd"` becomes
 * `import { Button } from "antd"; import { Form } from "antd-forms";` (on one line, so line
 * numbers hold).
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const FEDERATION_SOURCE = join(__dirname, '..', 'common', 'src', 'federation');

/** The parts of antd shared apart from "antd", each under its key. */
const ANTD_APART = [
  // Text fields: the task lists' search, the chat's composer, the sign-in form.
  { key: 'antd-input', file: join(FEDERATION_SOURCE, 'shared-antd-input.ts') },
  // The task lists' filters, and their drawer on a phone.
  { key: 'antd-fields', file: join(FEDERATION_SOURCE, 'shared-antd-fields.ts') },
  // Form controls and uploads: the task page's dialogs, the wizard, the settings, registration.
  { key: 'antd-forms', file: join(FEDERATION_SOURCE, 'shared-antd-forms.ts') },
  // The menu of the header's account popover, fetched when it first opens.
  { key: 'antd-menu', file: join(FEDERATION_SOURCE, 'shared-antd-menu.ts') },
  // Description lists and progress bars: the task page, the wizard's review, uploads, settings.
  { key: 'antd-details', file: join(FEDERATION_SOURCE, 'shared-antd-details.ts') },
  // Dialogs and toasts: with the first dialog, toast or confirmation (feedback/FeedbackProvider.tsx).
  { key: 'antd-feedback', file: join(FEDERATION_SOURCE, 'shared-antd-feedback.ts') },
  // Panels that open and close: the task page's details, earlier invoices, the shopper's clients.
  { key: 'antd-collapse', file: join(FEDERATION_SOURCE, 'shared-antd-collapse.ts') },
  // Dividers: the account menu, the invoice's details and dialogs, the settings.
  { key: 'antd-divider', file: join(FEDERATION_SOURCE, 'shared-antd-divider.ts') },
  // Popovers and tooltips: the header's menus, the task cards' budget glyph and the task page's
  // item actions, at the first sign of use; the invite codes and the month chart, with their screens.
  { key: 'antd-overlays', file: join(FEDERATION_SOURCE, 'shared-antd-overlays.ts') },
];

/**
 * The key of each name a module of ANTD_APART exports (read from its `export { ... }` list).
 * @returns {Map<string, string>}
 */
function apartKeys() {
  const keys = new Map();
  for (const { key, file } of ANTD_APART) {
    const list = /export\s*\{([^}]*)\}\s*from/.exec(readFileSync(file, 'utf8'));
    if (!list) throw new Error(`${file} exports no list`);
    for (const name of list[1]
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean))
      keys.set(name, key);
  }
  return keys;
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
  const keys = apartKeys();
  for (const { file } of ANTD_APART) this.addDependency(file);
  return source.replace(NAMED_IMPORT, (_statement, specifiers) => splitAntdImport(specifiers, keys));
}

module.exports = antdImportsLoader;
module.exports.ANTD_APART = ANTD_APART;
module.exports.apartKeys = apartKeys;
module.exports.splitAntdImport = splitAntdImport;
