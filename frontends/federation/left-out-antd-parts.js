// @ts-check
/**
 * antd parts that antd's own components import whatever props they get, left out of a build
 * whose screens never render them: each import is answered by LeftOutAntdPart.js, which throws
 * if it is ever rendered (a screen that starts using such a part must take it off the list).
 *
 * A part is named by antd's own import of it (`request` in a module of `es/<dir>`), a path
 * inside the package that an upgrade may move: `checkAntdParts` stops the build when a part's
 * import is no longer where this list says, so it fails at build time, never on a screen.
 * The lint rules that keep screens away from each part come from `lint` (lint-rules.js).
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const webpack = require('webpack');

/**
 * @typedef {{ selector: string; message: string }} LintRule an ESLint no-restricted-syntax entry
 * @typedef {{ dir: string; request: string; standIn?: string; lint?: LintRule[] }} AntdPart the
 * import of `request` by a module of antd's `es/<dir>`, answered by `standIn` (by default
 * LeftOutAntdPart.js)
 */

const ANTD_ES = join(dirname(require.resolve('antd/package.json')), 'es');
const STAND_IN = join(__dirname, 'LeftOutAntdPart.js');
const leftOut = (what) => `${what} is left out of the builds: see frontends/federation/left-out-antd-parts.js.`;
const member = (component, part) => ({
  selector: `MemberExpression[object.name='${component}'][property.name='${part}']`,
  message: leftOut(`${component}.${part}`),
});
const prop = (name) => ({ selector: `JSXAttribute[name.name='${name}']`, message: leftOut(`antd's "${name}"`) });

/**
 * Parts none of the apps renders, left out of every build: Card's tabs (`tabList`), Typography's
 * editing (`editable`, which brings the text area), its copy button and tooltip (`copyable`,
 * `ellipsis.tooltip`: the task ID has a CopyButton of ours), Avatar's groups (`Avatar.Group`,
 * whose "+N" popover brought Popover, Tooltip and their trigger into every first load),
 * Input's search box and one-time-code field (`Input.Search`, `Input.OTP`: the task lists' search
 * is a plain Input, which brought both), Progress's circle (`type="circle"`, `"dashboard"`: the
 * budget meter's line brought Tooltip, which the circle shows its steps in, onto the task page),
 * ConfigProvider's shared tooltip (`tooltip.unique`) and Result's "500" illustration (the apps'
 * results are 403, 404, success and warning).
 * @type {AntdPart[]}
 */
const UNRENDERED_IN_APPS = [
  { dir: 'config-provider', request: '../tooltip/UniqueProvider' },
  { dir: 'avatar', request: './AvatarGroup', lint: [member('Avatar', 'Group')] },
  { dir: 'card', request: '../tabs', lint: [prop('tabList')] },
  { dir: 'input', request: './OTP', lint: [member('Input', 'OTP')] },
  { dir: 'input', request: './Search', lint: [member('Input', 'Search')] },
  {
    dir: 'progress',
    request: './Circle',
    lint: [
      {
        selector:
          "JSXOpeningElement[name.name='Progress'] > JSXAttribute[name.name='type'][value.value=/^(circle|dashboard)$/]",
        message: leftOut("Progress's circle"),
      },
    ],
  },
  { dir: 'typography/Base', request: '../Editable', lint: [prop('editable')] },
  { dir: 'typography/Base', request: '../../tooltip' },
  { dir: 'typography/Base', request: './CopyBtn', lint: [prop('copyable')] },
  { dir: 'result', request: './serverError' },
];

/**
 * Parts the apps render only on an error screen, fetched when first shown
 * (result-illustrations/): Result's "404" and "403" illustrations, 2.9 kB gzip of antd's first
 * module.
 * @type {AntdPart[]}
 */
const FETCHED_WHEN_SHOWN = ['noFound', 'unauthorized'].map((name) => ({
  dir: 'result',
  request: `./${name}`,
  standIn: join(__dirname, 'result-illustrations', `${name}.js`),
}));

/** Whether a module of `es/<dir>` still imports `request`, and that file is there. */
function antdStillImports({ dir, request }) {
  const folder = join(ANTD_ES, dir);
  const target = join(folder, request);
  if (![`${target}.js`, join(target, 'index.js')].some((file) => existsSync(file))) return false;
  const statement = new RegExp(`from\\s+['"]${request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .some((name) => statement.test(readFileSync(join(folder, name), 'utf8')));
}

/**
 * Throws, naming each part, when antd no longer imports a part where `parts` say: an upgrade
 * moved it, and leaving it in would quietly put it back into every build.
 * @param {AntdPart[]} parts
 */
function checkAntdParts(parts) {
  const moved = parts.filter((part) => !antdStillImports(part));
  if (moved.length > 0) {
    throw new Error(
      `antd no longer imports these left-out parts where frontends/federation/left-out-antd-parts.js says:\n  ${moved
        .map(({ dir, request }) => `"${request}" from es/${dir}`)
        .join('\n  ')}`,
    );
  }
}

/**
 * The plugin that leaves `parts` out of a build (after checking that each is still there).
 * @param {AntdPart[]} parts
 */
function leaveOutAntdParts(parts) {
  checkAntdParts(parts);
  return new webpack.NormalModuleReplacementPlugin(/./, (resource) => {
    const part = parts.find(
      ({ dir, request }) => resource.request === request && resource.context === join(ANTD_ES, dir),
    );
    if (part) resource.request = part.standIn ?? STAND_IN;
  });
}

module.exports = { FETCHED_WHEN_SHOWN, UNRENDERED_IN_APPS, checkAntdParts, leaveOutAntdParts };
