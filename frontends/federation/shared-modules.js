// @ts-check
/**
 * The modules the shell and both remotes share at run time, in one table: the `shared` option
 * of the three apps' ModuleFederationPlugin, the names antd-imports-loader.js sends to each
 * antd key, the modules shared-subset-loader.js writes, the lint rule that keeps imports of
 * those packages by name, and the subset tests (common/src/federation/shared-subsets.test.ts)
 * all read it.
 *
 * Every entry is a singleton and never eager: the shell registers its own modules first, so
 * every app uses the shell's instance, and React context (router, QueryClient, antd theme, the
 * session) crosses app boundaries.
 *
 * A subset (`names`) shares part of a package, read from `from`: a shared module cannot be
 * tree-shaken, since no build knows what the other apps use, so each subset holds what the apps
 * import and no more (the tests keep the two equal). antd is shared as several subsets under
 * keys of their own, each loading with the screens that render it.
 *
 * Versions come from frontends/shell/package.json (the host is the authority). The remotes and
 * the common library must declare the same exact versions: a mismatch stops the build here
 * instead of surfacing as a "singleton version" warning in the browser.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { esEntryOf, packageFile } = require('./package-files');

const FRONTENDS = join(__dirname, '..');
const SUBSET_LOADER = join(__dirname, 'shared-subset-loader.js');
/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * @typedef {object} SharedModule
 * @property {string} key the share key the apps import by
 * @property {string} package the package it comes from (and takes its version from)
 * @property {boolean} [subpaths] the package's deep imports ("pkg/...") are shared too
 * @property {string[]} [names] a subset: only these exports, read from `from`
 * @property {(production: boolean) => string} [from] the file a subset re-exports
 * @property {string} [provide] a file shared as it is (our own source, or a package file by path)
 * @property {string} [shareKey] the key in the share scope, when `key` is a path
 */

const antdBuild = () => esEntryOf('antd');

/** The entry points of @atelier/common (its package.json "exports"), each with its file. */
function commonEntries() {
  const dir = join(FRONTENDS, 'common');
  const { exports } = readJson(join(dir, 'package.json'));
  return Object.entries(exports).map(([subpath, file]) => ({
    key: join('@atelier/common', subpath),
    package: '@atelier/common',
    provide: join(dir, file),
  }));
}

/**
 * The icons' component, which each icon file imports by path: shared by that path, so a
 * remote's icons render through the shell's (with the icon context antd's ConfigProvider sets)
 * and its screens carry no copy of the icon runtime (icon-runtime in webpack-app.js).
 */
const ICON_COMPONENT = packageFile(
  '@ant-design/icons',
  'es/components/AntdIconLight.js',
  'the component every icon file imports, shared by its path',
);

/** @type {SharedModule[]} */
const SHARED_MODULES = [
  { key: 'react', package: 'react', subpaths: true },
  { key: 'react-dom', package: 'react-dom', subpaths: true },
  // The router and hooks the apps use in the browser, without the data router (loaders, forms,
  // fetchers), server rendering and React Server Components: the shell routes declaratively.
  // The package's exports offer bundlers only its development build.
  {
    key: 'react-router',
    package: 'react-router',
    names: [
      'BrowserRouter',
      'Link',
      'Navigate',
      'Outlet',
      'Route',
      'Routes',
      'useHref',
      'useLinkClickHandler',
      'useLocation',
      'useNavigate',
      'useNavigationType',
      'useParams',
      'useRoutes',
      'useSearchParams',
    ],
    from: (production) =>
      packageFile(
        'react-router',
        `dist/${production ? 'production' : 'development'}/index.mjs`,
        'the ES build the shared router re-exports',
      ),
  },
  // The components a signed-in page's first screen renders: the frame, dashboards, task lists,
  // the task page's cards.
  {
    key: 'antd',
    package: 'antd',
    names: [
      'Alert',
      'Avatar',
      'Badge',
      'Button',
      'Card',
      'Col',
      'ConfigProvider',
      'Empty',
      'Flex',
      'Grid',
      'Layout',
      'Result',
      'Row',
      'Skeleton',
      'Space',
      'Spin',
      'Statistic',
      'Tag',
      'theme',
      'Typography',
    ],
    from: antdBuild,
  },
  // Text fields: the task lists' search, the chat's composer, the sign-in form.
  { key: 'antd-input', package: 'antd', names: ['Input'], from: antdBuild },
  // The task lists' filters (fetched with the filters, which a phone shows in a drawer only
  // when asked: task-list/lazy-filters.ts), the drawer itself, and the forms that use them.
  { key: 'antd-fields', package: 'antd', names: ['Drawer', 'Radio', 'Select'], from: antdBuild },
  // Form controls and uploads: the task page's dialogs (fetched when first opened), the wizard,
  // the settings screens and registration (its Tabs too).
  {
    key: 'antd-forms',
    package: 'antd',
    names: [
      'AutoComplete',
      'Checkbox',
      'Form',
      'InputNumber',
      'Popconfirm',
      'Segmented',
      'Steps',
      'Switch',
      'Tabs',
      'Upload',
    ],
    from: antdBuild,
  },
  // The menu of the header's account popover, fetched when it first opens (or at the first
  // pointer or key on the page).
  { key: 'antd-menu', package: 'antd', names: ['Menu'], from: antdBuild },
  // Description lists and progress bars: the task page's details and budget, the request
  // wizard's review, uploads, the settings and the registration.
  { key: 'antd-details', package: 'antd', names: ['Descriptions', 'Progress'], from: antdBuild },
  // Dialogs and toasts: fetched when a dialog first opens, or for the first toast or
  // confirmation at the latest (feedback/FeedbackProvider.tsx).
  { key: 'antd-feedback', package: 'antd', names: ['Modal', 'notification'], from: antdBuild },
  // Panels that open and close: the task page's details, earlier invoices, the shopper's clients.
  { key: 'antd-collapse', package: 'antd', names: ['Collapse'], from: antdBuild },
  // Dividers: the account menu, the invoice's details and dialogs, the settings.
  { key: 'antd-divider', package: 'antd', names: ['Divider'], from: antdBuild },
  // Popovers and tooltips, with the trigger and portal code they stand on: the header's menus,
  // the task cards' budget glyph and the task page's item actions fetch it at the first sign of
  // use (components/DeferredPopover.tsx, DeferredTooltip.tsx); the invite codes and the month
  // chart load it with their screens.
  { key: 'antd-overlays', package: 'antd', names: ['Popover', 'Tooltip'], from: antdBuild },
  // What antd's components, its style utilities and the apps' browser code import from antd's
  // CSS-in-JS engine, without its style extraction for server rendering, transformers and linters.
  {
    key: '@ant-design/cssinjs',
    package: '@ant-design/cssinjs',
    names: [
      'createTheme',
      'getComputedToken',
      'Keyframes',
      'StyleContext',
      'token2CSSVar',
      'unit',
      'useCacheToken',
      'useCSSVarRegister',
      'useStyleRegister',
    ],
    from: () => esEntryOf('@ant-design/cssinjs'),
  },
  // Only the package root: code imports icons one by one ("@ant-design/icons/HomeOutlined",
  // enforced by eslint) and those few bytes are bundled where used. Sharing the "/" subpaths
  // would make every icon a shared chunk of its own with a copy of the icon runtime.
  { key: '@ant-design/icons', package: '@ant-design/icons' },
  {
    key: ICON_COMPONENT,
    package: '@ant-design/icons',
    provide: ICON_COMPONENT,
    shareKey: '@ant-design/icons/es/components/AntdIconLight',
  },
  // The client, provider and hooks the apps use, without hydration, useQueries, the suspense
  // hooks and the mutation state.
  {
    key: '@tanstack/react-query',
    package: '@tanstack/react-query',
    names: [
      'keepPreviousData',
      'QueryClient',
      'QueryClientProvider',
      'useInfiniteQuery',
      'useMutation',
      'useQuery',
      'useQueryClient',
    ],
    from: () => esEntryOf('@tanstack/react-query'),
  },
  // Each entry of its package.json "exports" (common/src/index.ts).
  ...commonEntries(),
];
// Not shared, on purpose: packages only one app uses stay in that app's own lazy chunks, such as
// the shopper's month chart (@visx/shape, @visx/scale: the "month-chart" chunk, which imports
// react from the share scope like any module). Sharing them would add them to every app's
// remoteEntry.js share table and give the host nothing to reuse.

/** The subset shared under `key`. */
function subsetOf(key) {
  const subset = SHARED_MODULES.find((entry) => entry.key === key && entry.names);
  if (!subset) throw new Error(`No shared subset has the key "${key}" (frontends/federation/shared-modules.js)`);
  return /** @type {SharedModule & { names: string[]; from: (production: boolean) => string }} */ (subset);
}

/** The request of the module shared-subset-loader.js writes for the subset `key`. */
const subsetRequest = (key) => `${SUBSET_LOADER}?${key}`;

/** The antd subsets, each with its key and names. */
const antdSubsets = () => SHARED_MODULES.filter((entry) => entry.package === 'antd' && entry.names);

const APPS = ['shell', 'shopper', 'client'];

/** @param {string} app */
function declaredVersions(app) {
  return readJson(join(FRONTENDS, app, 'package.json')).dependencies ?? {};
}

/** Throws when an app or the common library pins a shared package differently from the shell. */
function checkVersionsAgree() {
  const shell = declaredVersions('shell');
  const problems = [];
  for (const app of [...APPS, 'common']) {
    const declared = declaredVersions(app);
    for (const { package: name } of SHARED_MODULES) {
      if (declared[name] !== undefined && declared[name] !== shell[name]) {
        problems.push(`${app} declares ${name}@${declared[name]}, the shell ${shell[name]}`);
      }
    }
  }
  if (problems.length > 0)
    throw new Error(`Shared package versions disagree:\n  ${[...new Set(problems)].join('\n  ')}`);
  return shell;
}

/** The `shared` option of ModuleFederationPlugin, identical for the three apps. */
function sharedOption() {
  const versions = checkVersionsAgree();
  /** @type {Record<string, { singleton: true; eager: false; requiredVersion: string; version?: string; import?: string; shareKey?: string }>} */
  const shared = {};
  for (const { key, package: name, subpaths, names, provide, shareKey } of SHARED_MODULES) {
    const version = versions[name];
    if (!version) throw new Error(`frontends/shell/package.json does not list the shared package ${name}`);
    const rule = {
      singleton: /** @type {true} */ (true),
      eager: /** @type {false} */ (false),
      requiredVersion: `^${version}`,
    };
    const own = names ? subsetRequest(key) : provide;
    // A module given by path has no package.json to take a version from.
    shared[key] = own ? { ...rule, import: own, version, ...(shareKey && { shareKey }) } : rule;
    if (subpaths) shared[`${name}/`] = rule;
  }
  return shared;
}

module.exports = { SHARED_MODULES, SUBSET_LOADER, antdSubsets, sharedOption, subsetOf, subsetRequest };
