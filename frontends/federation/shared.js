// @ts-check
/**
 * The one shared-modules map of the shell and both remotes. Every entry is a singleton and
 * never eager: the first app to load a package provides it (the shell, with
 * shareStrategy 'loaded-first'), every other app reuses that instance, so React context
 * (router, QueryClient, antd theme, the session) crosses app boundaries.
 *
 * Versions come from frontends/shell/package.json (the host is the authority). The remotes and
 * the common library must declare the same exact versions: a mismatch stops the build here
 * instead of surfacing as a "singleton version" warning in the browser.
 */
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { ANTD_APART } = require('./antd-imports-loader');

const FRONTENDS = join(__dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The entry points of @atelier/common (its package.json "exports"), each with its file. */
function commonEntries() {
  const dir = join(FRONTENDS, 'common');
  const { exports } = readJson(join(dir, 'package.json'));
  return Object.entries(exports).map(([subpath, file]) => ({
    key: join('@atelier/common', subpath),
    file: join(dir, file),
  }));
}

/** The ES module the icons import their component from (the package's exports offer its CommonJS build). */
const ICON_COMPONENT = join(
  dirname(require.resolve('@ant-design/icons/package.json')),
  'es',
  'components',
  'AntdIconLight.js',
);

/**
 * Packages shared as singletons; `subpaths` adds the "pkg/" key for deep imports; `provide`
 * names the module placed in the share scope under the package's key (or `key`) instead of the
 * package. A module given by path is provided by the shell whether or not its own code imports
 * it, so each comes from one build, with the modules it has in common with the others.
 */
const PACKAGES = [
  { name: 'react', subpaths: true },
  { name: 'react-dom', subpaths: true },
  // The router and hooks the apps use, not the whole package: see common/src/federation/shared-react-router.ts.
  { name: 'react-router', provide: join(FRONTENDS, 'common', 'src', 'federation', 'shared-react-router.ts') },
  // The components of the first screens, not the whole library: see common/src/federation/shared-antd.ts.
  { name: 'antd', provide: join(FRONTENDS, 'common', 'src', 'federation', 'shared-antd.ts') },
  // The task lists' fields, and form controls and uploads, apart (antd-imports-loader.js).
  ...ANTD_APART.map(({ key, file }) => ({ name: 'antd', key, provide: file })),
  // What antd and the apps use of its CSS-in-JS engine: see common/src/federation/shared-cssinjs.ts.
  { name: '@ant-design/cssinjs', provide: join(FRONTENDS, 'common', 'src', 'federation', 'shared-cssinjs.ts') },
  // Only the package root is shared. Code imports icons one by one
  // ("@ant-design/icons/HomeOutlined", enforced by eslint) and those few bytes are bundled
  // where used; antd's own icons stay inside antd's chunk. Sharing the "/" subpaths would make
  // every icon a separate shared chunk with its own copy of the icon runtime (~6 KB each).
  { name: '@ant-design/icons' },
  // The icons' component, which each icon file imports by path: shared by that path, so a
  // remote's icons render through the shell's (with the icon context antd's ConfigProvider
  // sets) and its screens carry no copy of the icon runtime (icon-runtime in webpack-app.js).
  {
    name: '@ant-design/icons',
    key: ICON_COMPONENT,
    shareKey: '@ant-design/icons/es/components/AntdIconLight',
    provide: ICON_COMPONENT,
  },
  // The client, provider and hooks the apps use: see common/src/federation/shared-react-query.ts.
  {
    name: '@tanstack/react-query',
    provide: join(FRONTENDS, 'common', 'src', 'federation', 'shared-react-query.ts'),
  },
  // Each entry of its package.json "exports" (common/src/index.ts).
  ...commonEntries().map(({ key, file }) => ({ name: '@atelier/common', key, provide: file })),
];
// Not shared, on purpose: packages only one app uses stay in that app's own lazy chunks, such as
// the shopper's month chart (@visx/shape, @visx/scale: the "month-chart" chunk, which imports
// react from the share scope like any module). Sharing them would add them to every app's
// remoteEntry.js share table and give the host nothing to reuse.

const APPS = ['shell', 'shopper', 'client'];

function declaredVersions(app) {
  return readJson(join(FRONTENDS, app, 'package.json')).dependencies ?? {};
}

/** Throws when an app or the common library pins a shared package differently from the shell. */
function checkVersionsAgree() {
  const shell = declaredVersions('shell');
  const problems = [];
  for (const app of [...APPS, 'common']) {
    const declared = declaredVersions(app);
    for (const { name } of PACKAGES) {
      if (declared[name] !== undefined && declared[name] !== shell[name]) {
        problems.push(`${app} declares ${name}@${declared[name]}, the shell ${shell[name]}`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`Shared package versions disagree:\n  ${problems.join('\n  ')}`);
  return shell;
}

/** The `shared` option of ModuleFederationPlugin, identical for the three apps. */
function sharedModules() {
  const versions = checkVersionsAgree();
  /** @type {Record<string, { singleton: true; eager: false; requiredVersion: string; version?: string; import?: string; shareKey?: string }>} */
  const shared = {};
  for (const { name, key = name, shareKey, subpaths, provide } of PACKAGES) {
    const version = versions[name];
    if (!version) throw new Error(`frontends/shell/package.json does not list the shared package ${name}`);
    const rule = { singleton: true, eager: /** @type {false} */ (false), requiredVersion: `^${version}` };
    // A module given by path (our own source) has no package.json to take a version from.
    if (provide) shared[key] = { ...rule, import: provide, version, ...(shareKey && { shareKey }) };
    else shared[key] = rule;
    if (subpaths) shared[`${name}/`] = rule;
  }
  return shared;
}

module.exports = { sharedModules };
