// @ts-check
/**
 * antd parts that antd's own components import whatever props they get, left out of a build
 * whose screens never render them: each import is answered by LeftOutAntdPart.js, which throws
 * if it is ever rendered (a screen that starts using such a part must take it off the list).
 */
const { join } = require('node:path');
const webpack = require('webpack');

/**
 * @typedef {{ importer: RegExp; request: RegExp; standIn?: string }} AntdPart an import of
 * `request` by a module in the directory `importer`, answered by `standIn` (by default
 * LeftOutAntdPart.js)
 */

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
  { importer: /antd[\\/]es[\\/]config-provider$/, request: /^\.\.\/tooltip\/UniqueProvider$/ },
  { importer: /antd[\\/]es[\\/]avatar$/, request: /^\.\/AvatarGroup$/ },
  { importer: /antd[\\/]es[\\/]card$/, request: /^\.\.\/tabs$/ },
  { importer: /antd[\\/]es[\\/]input$/, request: /^\.\/(OTP|Search)$/ },
  { importer: /antd[\\/]es[\\/]progress$/, request: /^\.\/Circle$/ },
  {
    importer: /antd[\\/]es[\\/]typography([\\/]Base)?$/,
    request: /^(\.\.\/Editable|\.\.\/\.\.\/tooltip|\.\/CopyBtn)$/,
  },
  { importer: /antd[\\/]es[\\/]result$/, request: /^\.\/serverError$/ },
];

/**
 * Parts the apps render only on an error screen, fetched when first shown
 * (result-illustrations/): Result's "404" and "403" illustrations, 2.9 kB gzip of antd's first
 * module.
 * @type {AntdPart[]}
 */
const FETCHED_WHEN_SHOWN = ['noFound', 'unauthorized'].map((name) => ({
  importer: /antd[\\/]es[\\/]result$/,
  request: new RegExp(`^\\./${name}$`),
  standIn: join(__dirname, 'result-illustrations', `${name}.js`),
}));

const STAND_IN = join(__dirname, 'LeftOutAntdPart.js');

/**
 * The plugin that leaves `parts` out of a build.
 * @param {AntdPart[]} parts
 */
function leaveOutAntdParts(parts) {
  return new webpack.NormalModuleReplacementPlugin(/./, (resource) => {
    const part = parts.find(
      ({ importer, request }) => importer.test(resource.context) && request.test(resource.request),
    );
    if (part) resource.request = part.standIn ?? STAND_IN;
  });
}

module.exports = { FETCHED_WHEN_SHOWN, UNRENDERED_IN_APPS, leaveOutAntdParts };
