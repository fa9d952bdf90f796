// @ts-check
/**
 * The webpack configuration of one frontend app (shell, shopper or client). The three apps
 * differ only in their name, port, role (host or remote) and exposes; everything else (SWC,
 * the shared map, output names, dev server) is decided once here.
 *
 *   - Output goes to frontends/<app>/dist. Chunks and assets carry a content hash (cached
 *     forever); index.html and remoteEntry.js keep fixed names (no-cache).
 *   - TypeScript and TSX, including @atelier/common's source, are transpiled by swc-loader;
 *     type checking is a separate `tsc` (TypeScript 7) run.
 */
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { container } = require('webpack');
const { sharedModules } = require('./shared');
const { ANTD_APART } = require('./antd-imports-loader');
const { FETCHED_WHEN_SHOWN, UNRENDERED_IN_APPS, leaveOutAntdParts } = require('./left-out-antd-parts');

/** Dev server ports; the api listens on 3000. */
const DEV_PORTS = { shell: 8080, shopper: 8081, client: 8082 };
const API_ORIGIN = process.env.ATELIER_API_ORIGIN ?? 'http://localhost:3000';

/**
 * TypeScript and TSX, including @atelier/common's source, through swc-loader.
 * @param {boolean} production
 */
function swcRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * Module Federation is webpack's own (`container.ModuleFederationPlugin`) in the three apps:
 * the shell provides the shared modules and loads each remote's container by its
 * remoteEntry.js (shell/src/federation/remote-container.ts). A remote's remoteEntry.js is a
 * share table and a loader (5 kB gzip), and the shell carries no federation runtime beyond
 * webpack's own sharing code: @module-federation/enhanced's runtime, which registers remotes
 * and decides between providers, weighed about 20 kB gzip in the shell's first script and 26 kB
 * in each remoteEntry.js, on every signed-in first load.
 *
 * Every shared module in use is the shell's: when a remote's container is given the share
 * scope, webpack registers the remote's own copy of a module only where the scope has none of
 * that version, or where the one there is not loaded yet and came from a build whose unique
 * name sorts before the remote's. So the remotes' unique names sort before the shell's
 * ("atelier_remote_…" before "atelier_shell"), and remotes.spec.ts checks in the browser that
 * every entry of the scope is still the shell's once a remote has loaded.
 * @param {{ name: 'shell' | 'shopper' | 'client'; exposes?: Record<string, string> }} app
 */
function federation(app) {
  const shared = sharedModules();
  return app.name === 'shell'
    ? new container.ModuleFederationPlugin({ name: app.name, shared })
    : new container.ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        shared,
      });
}

/** @param {'shell' | 'shopper' | 'client'} name */
const uniqueNameOf = (name) => (name === 'shell' ? 'atelier_shell' : `atelier_remote_${name}`);

/**
 * react-router's ES build, by path: what common/src/federation/shared-react-router.ts shares.
 * The package's exports map offers only its development build to bundlers.
 * @param {boolean} production
 */
function reactRouterBuild(production) {
  const packageDir = dirname(require.resolve('react-router/package.json'));
  return join(packageDir, 'dist', production ? 'production' : 'development', 'index.mjs');
}

/**
 * TanStack Query's ES build, by path: what common/src/federation/shared-react-query.ts shares,
 * under an alias the federation does not intercept (it intercepts "@tanstack/react-query" only).
 */
function reactQueryBuild() {
  return join(dirname(require.resolve('@tanstack/react-query/package.json')), 'build', 'modern', 'index.js');
}

/** antd's CSS-in-JS engine's ES build, by path: what common/src/federation/shared-cssinjs.ts shares. */
function cssinjsBuild() {
  return join(dirname(require.resolve('@ant-design/cssinjs/package.json')), 'es', 'index.js');
}

/** @atelier/billing's entry module (libs/billing). */
const BILLING_SOURCE = join(__dirname, '..', '..', 'libs', 'billing', 'src', 'index.ts');

/** The ES modules of antd's building blocks: @rc-component/* and @ant-design/cssinjs(-utils). */
const RC_COMPONENT_MODULES =
  /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/]cssinjs(-utils)?)[\\/]es[\\/]/;

/**
 * The icons' shared code (each icon file imports it): one chunk of its own. Under webpack's
 * smallest split size, it was copied into each chunk that has icons, as each shared module
 * the shell provides is a chunk group of its own: antd's, the frame's, common's and the task
 * list's, three or four copies on a signed-in first load.
 */
const ICON_RUNTIME_CHUNK = {
  test: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](components[\\/]|renderUtils|cssUtils)/,
  name: 'icon-runtime',
  chunks: /** @type {'all'} */ ('all'),
  enforce: true,
};

/**
 * The shared modules every signed-in page loads first: antd's first screens' components and
 * @atelier/common's main entry (shared.js), each with the chunk its modules go to.
 */
const FIRST_MODULES = [
  { chunk: 'antd-first', file: join(__dirname, '..', 'common', 'src', 'federation', 'shared-antd.ts') },
  { chunk: 'common-first', file: join(__dirname, '..', 'common', 'src', 'index.ts') },
];

/**
 * Whether `module` is part of the chunk group of the shared module `file`.
 * @param {import('webpack').Module} module
 * @param {import('webpack').ChunkGraph} chunkGraph
 * @param {string} file
 * @param {WeakMap<import('webpack').ChunkGroup, boolean>} known whether each group seen is that one
 */
function inGroupOf(module, chunkGraph, file, known) {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) {
      if (!known.has(group)) {
        known.set(
          group,
          group.chunks.some((member) =>
            [...chunkGraph.getChunkModulesIterable(member)].some(
              (held) => /** @type {{ resource?: string }} */ (held).resource === file,
            ),
          ),
        );
      }
      if (known.get(group)) return true;
    }
  }
  return false;
}

/**
 * What each first module loads, in one chunk that the shared modules loaded after it reuse.
 * Each shared module is a chunk group of its own whose only parent is the shell's entry, so
 * webpack cannot know that the first ones are always there before the others (antd's text
 * fields, details and forms; common's task list): it copied what they have in common with a
 * first module into their chunks (antd's config context, space, motion and form context, about
 * 45 kB raw, into the text fields alone; common's api client, query keys and recent tasks into
 * the task list). In one chunk, a later module finds them loaded. The first modules are loaded
 * whole on every signed-in page, so their chunk costs no page anything it did not load already.
 * @returns {Record<string, import('webpack').OptimizationSplitChunksCacheGroup>}
 */
function firstModuleChunks() {
  return Object.fromEntries(
    FIRST_MODULES.map(({ chunk, file }, order) => {
      /** @type {WeakMap<import('webpack').ChunkGroup, boolean>} */
      const known = new WeakMap();
      return [
        chunk,
        {
          name: chunk,
          chunks: /** @type {'async'} */ ('async'),
          enforce: true,
          // A module both first modules load goes with the first listed.
          priority: -1 - order,
          /** @type {(module: import('webpack').Module, context: { chunkGraph: import('webpack').ChunkGraph }) => boolean} */
          test: (module, { chunkGraph }) => inGroupOf(module, chunkGraph, file, known),
        },
      ];
    }),
  );
}

/**
 * The page of an app (index.html with its title), given to html-webpack-plugin as text: from a
 * template file, the plugin builds the page in a child compilation, which inherits the
 * federation's hooks and so built every shared module given by path a second time (and, in
 * development, wrote those copies over the real chunks of the same name).
 * @param {string} title
 */
function pageHtml(title) {
  return readFileSync(join(__dirname, 'index.html'), 'utf8').replace('{{title}}', title);
}

/** @param {{ chunk?: { hash?: string } }} pathData */
const entryFilename = (pathData) => (pathData.chunk?.hash ? '[name].[contenthash:8].js' : '[name].js');

/**
 * @param {{ name: 'shell' | 'shopper' | 'client'; dir: string; exposes?: Record<string, string> }} app
 */
function createAppConfig(app) {
  const isHost = app.name === 'shell';
  /** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const hashed = production ? '.[contenthash:8]' : '';
    return {
      name: app.name,
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: join(app.dir, 'dist'),
        // The shell lives at "/"; a remote learns its base URL from its remoteEntry.js script.
        publicPath: isHost ? '/' : 'auto',
        // A function because the Module Federation runtime resolves the entry's file name while
        // the runtime is generated, before hashes exist (a plain "[contenthash]" template fails
        // there with "not implemented in this context"); only the directory depth matters then.
        filename: production ? entryFilename : '[name].js',
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        uniqueName: uniqueNameOf(app.name),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          'react-router-source$': reactRouterBuild(production),
          'react-query-source$': reactQueryBuild(),
          'cssinjs-source$': cssinjsBuild(),
          // The billing library's source, not its CommonJS build: swc-loader transpiles it like our
          // own code, webpack tree-shakes its ES modules, and the dev servers see a change at once.
          '@atelier/billing$': BILLING_SOURCE,
          // "antd-forms" and "antd-fields" are shared keys, not packages: a compilation outside
          // the federation (its own child compilations) resolves each to the module shared under it.
          ...Object.fromEntries(ANTD_APART.map(({ key, file }) => [`${key}$`, file])),
        },
      },
      module: {
        rules: [
          // The apps' imports from 'antd' go to the shared antd modules (antd-imports-loader.js).
          { ...swcRule(production), use: [require.resolve('./antd-imports-loader'), swcRule(production).use] },
          // antd's building blocks leave "sideEffects" out of their package.json, so webpack keeps
          // every module an index reaches as soon as one name is imported from it (the whole of
          // @rc-component/form and its validator came with antd's Input, through the form context).
          // Their modules only declare: nothing is lost when an unused one is left out.
          { test: RC_COMPONENT_MODULES, sideEffects: false },
          // Stylesheets of libraries (the lightbox's); our own styles are antd tokens and CSS-in-JS.
          { test: /\.css$/i, use: ['style-loader', 'css-loader'] },
          { test: /\.(svg|png|jpe?g|gif|webp)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        // antd parts that no screen renders, and those fetched when shown (left-out-antd-parts.js).
        leaveOutAntdParts([...UNRENDERED_IN_APPS, ...FETCHED_WHEN_SHOWN]),
        federation(app),
        new HtmlWebpackPlugin({
          templateContent: () => pageHtml(isHost ? 'Atelier' : `Atelier ${app.name} (standalone)`),
          favicon: join(__dirname, 'favicon.svg'),
          scriptLoading: 'defer',
        }),
      ],
      optimization: isHost
        ? { splitChunks: { cacheGroups: { iconRuntime: ICON_RUNTIME_CHUNK, ...firstModuleChunks() } } }
        : { runtimeChunk: false },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: DEV_PORTS[app.name],
        historyApiFallback: true,
        hot: isHost,
        liveReload: true,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          { context: ['/api', '/files'], target: API_ORIGIN, changeOrigin: false },
          // Live updates: the socket.io endpoint speaks WebSocket only.
          { context: ['/socket.io'], target: API_ORIGIN, changeOrigin: false, ws: true },
        ],
        setupMiddlewares: (middlewares, devServer) => {
          // In development the remotes are the other dev servers, not the api's /remotes/.
          devServer.app?.get('/config/remotes.json', (_req, res) => {
            res.json({
              shopper: `http://localhost:${DEV_PORTS.shopper}/remoteEntry.js`,
              client: `http://localhost:${DEV_PORTS.client}/remoteEntry.js`,
            });
          });
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createAppConfig, swcRule, DEV_PORTS };
