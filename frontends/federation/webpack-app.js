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
const { join } = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SUBSET_LOADER, antdSubsets, sharedOption, subsetRequest } = require('./shared-modules');
const { FETCHED_WHEN_SHOWN, UNRENDERED_IN_APPS, leaveOutAntdParts } = require('./left-out-antd-parts');
const { PackagePathRulesCheck } = require('./package-path-rules-check');

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
    exclude: [/node_modules/, SUBSET_LOADER],
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
 * Module Federation is @module-federation/enhanced's in the three apps: the shell registers
 * the remotes at run time from /config/remotes.json and loads their exposed modules with the
 * runtime's loadRemote (shell/src/federation/remotes.ts). The runtime is built without its
 * snapshot code (the apps use no manifest), for the browser only, and in the remotes without
 * the code that loads remotes.
 *
 * The shell's shared modules are registered when its runtime starts, before any remote's
 * entry runs, and a remote's own copy of a version already there is never used: every shared
 * module in use is the shell's (remotes.spec.ts checks in the browser that a remote fetches
 * none of its own). 'loaded-first' keeps the runtime from fetching every remote's entry to
 * compare versions when sharing starts.
 * @param {{ name: 'shell' | 'shopper' | 'client'; exposes?: Record<string, string> }} app
 */
function federation(app) {
  const common = {
    name: app.name,
    shared: sharedOption(),
    shareStrategy: /** @type {const} */ ('loaded-first'),
    dts: false,
    manifest: false,
  };
  const optimization = { disableSnapshot: true, target: /** @type {const} */ ('web') };
  return app.name === 'shell'
    ? new ModuleFederationPlugin({ ...common, remotes: {}, experiments: { optimization } })
    : new ModuleFederationPlugin({
        ...common,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        // A remote loads no remotes of its own: its runtime leaves that code out.
        experiments: { optimization: { ...optimization, disableRemote: true } },
      });
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
 * @atelier/common's main entry (shared-modules.js), each with the chunk its modules go to.
 */
const FIRST_MODULES = [
  { chunk: 'antd-first', file: subsetRequest('antd') },
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
          // Not the consume modules: the federation runtime loads each shared module's chunks
          // through its consume module, which in the chunk it loads would wait for itself.
          /** @type {(module: import('webpack').Module, context: { chunkGraph: import('webpack').ChunkGraph }) => boolean} */
          test: (module, { chunkGraph }) =>
            module.type !== 'consume-shared-module' && inGroupOf(module, chunkGraph, file, known),
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
        uniqueName: `atelier_${app.name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          // The billing library's source, not its CommonJS build: swc-loader transpiles it like our
          // own code, webpack tree-shakes its ES modules, and the dev servers see a change at once.
          '@atelier/billing$': BILLING_SOURCE,
          // "antd-forms" and "antd-fields" are shared keys, not packages: a compilation outside
          // the federation (its own child compilations) resolves each to the module shared under it.
          ...Object.fromEntries(antdSubsets().map(({ key }) => [`${key}$`, subsetRequest(key)])),
        },
      },
      module: {
        rules: [
          // The apps' imports from 'antd' go to the shared antd modules (antd-imports-loader.js).
          { ...swcRule(production), use: [require.resolve('./antd-imports-loader'), swcRule(production).use] },
          // The subsets' modules, written from shared-modules.js.
          { test: SUBSET_LOADER, resourceQuery: /^\?./, use: SUBSET_LOADER, type: 'javascript/esm' },
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
        // The rules above that name libraries' folders fail the build when those folders move.
        new PackagePathRulesCheck([
          { name: "the side-effect-free rule of antd's building blocks", test: RC_COMPONENT_MODULES },
          { name: 'the icon-runtime chunk', test: ICON_RUNTIME_CHUNK.test },
        ]),
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
