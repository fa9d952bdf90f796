// @ts-check
/**
 * The first load of the public screens (README "First load"), built beside the federated app:
 *
 *   shell-public     the light entry (src/public/index.ts) to dist/public/: no Module
 *                    Federation, so antd and @atelier/common are tree-shaken down to what the
 *                    public screens use, and each screen is its own chunk;
 *   shell-prerender  src/public/prerender.tsx for Node, then run: each public screen rendered
 *                    to dist/pages/<name>.html with antd's styles, the light entry's script and
 *                    the list of the full app's scripts (taken from dist/index.html), which the
 *                    light entry starts for a signed-in user or a path it does not serve;
 *                    then antd's styles for a signed-in page's first render, as a style sheet
 *                    dist/index.html links (src/first-paint/antd-style-sheet.tsx), and the
 *                    first paints of a returning user's pages as templates in it
 *                    (src/early/first-paint.ts).
 *
 * Both run after the federated build ("shell"), whose output directory they write into.
 */
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const webpack = require('webpack');
const { UNRENDERED_IN_APPS, leaveOutAntdParts } = require('../../federation/left-out-antd-parts');
const { swcRule } = require('../../federation/webpack-app');

const FRONTENDS = join(__dirname, '..', '..');
const SHELL = join(__dirname, '..');
const DIST = join(SHELL, 'dist');
const PRERENDER_DIR = join(FRONTENDS, '..', 'node_modules', '.cache', 'atelier-prerender');
const ASSET_NAMES = 'assets/[name].[contenthash:8][ext]';
// The same ids as src/public/full-app.ts.
const PUBLIC_ROOT_ID = 'public-root';
const FULL_APP_SCRIPTS_ID = 'atelier-full-app';

/**
 * antd parts that the public screens never render either, left out of the light entry besides
 * those no app renders: Card's loading skeleton and Form labels' tooltip.
 */
const leaveOutUnrenderedAntdParts = leaveOutAntdParts([
  ...UNRENDERED_IN_APPS,
  { dir: 'card', request: '../skeleton' },
  { dir: 'form', request: '../tooltip' },
]);

/** Our own source: the shell's and @atelier/common's. */
const ownSource = (/** @type {string | undefined} */ dir) =>
  dir !== undefined && [join(SHELL, 'src'), join(FRONTENDS, 'common', 'src')].some((own) => dir.startsWith(own));

/**
 * The public screens, the frame and the first paints import react-router (themselves or through
 * @atelier/common's links and buttons); in the light builds they get the few pieces they use
 * from src/public/light-router.tsx instead of the router's core.
 */
const useLightRouter = new webpack.NormalModuleReplacementPlugin(/^react-router$/, (resource) => {
  if (ownSource(resource.context)) {
    resource.request = join(SHELL, 'src', 'public', 'light-router.tsx');
  }
});

/** What the light entry's build hands to the prerender: its entry scripts. */
const built = { entryScripts: /** @type {string[]} */ ([]) };

/** Our own source has no side effects on import, so what the public screens do not use is dropped. */
const OWN_SOURCE = { include: [join(FRONTENDS, 'common', 'src'), join(SHELL, 'src')], sideEffects: false };

/** @returns {import('webpack').Configuration} */
function lightEntryConfig() {
  return {
    name: 'shell-public',
    dependencies: ['shell'],
    mode: 'production',
    context: SHELL,
    entry: { entry: './src/public/index.ts' },
    devtool: false,
    output: {
      path: join(DIST, 'public'),
      publicPath: '/public/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: ASSET_NAMES,
      uniqueName: 'atelier_public',
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        swcRule(true),
        OWN_SOURCE,
        { test: /\.css$/i, use: ['style-loader', 'css-loader'] },
        { test: /\.(svg|png|jpe?g|gif|webp)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      useLightRouter,
      leaveOutUnrenderedAntdParts,
      {
        apply(compiler) {
          compiler.hooks.done.tap('LightEntryScripts', (stats) => {
            const files = stats.compilation.entrypoints.get('entry')?.getFiles() ?? [];
            built.entryScripts = files.filter((file) => file.endsWith('.js')).map((file) => `/public/${file}`);
          });
        },
      },
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Node resolves packages at render time (the same antd, React and cssinjs the browser gets,
 * so class names and style hashes agree); our own source (and the light router) is bundled.
 * @type {import('webpack').ExternalItemFunctionData extends infer D ? (data: D, callback: (error?: Error, result?: string) => void) => void : never}
 */
function packagesExternal({ context, request }, callback) {
  // (Externals see the import as written, before useLightRouter points it at our file.)
  const lightRouter = request === 'react-router' && ownSource(context);
  if (request && /^[@a-z]/.test(request) && !request.startsWith('@atelier/') && !lightRouter) {
    return callback(undefined, `commonjs ${request}`);
  }
  callback();
}

/** The prerendered page: the full app's index.html with the page, its styles and the light entry. */
function pageHtml(template, { html, styles, title }) {
  // html-webpack-plugin minifies: attribute quotes are optional.
  const script = /<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/g;
  const appScripts = [...template.matchAll(script)].map((m) => m[1]);
  if (appScripts.length === 0) throw new Error('dist/index.html has no deferred scripts: the page template changed');
  const light = built.entryScripts.map((src) => `<script defer="defer" src="${src}"></script>`).join('');
  return template
    .replace(script, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`)
    .replace('</head>', `${styles}${light}</head>`)
    .replace(/<div id="?root"?>.*?<\/div><\/div>/s, `<div id="root"><div id="${PUBLIC_ROOT_ID}">${html}</div></div>`)
    .replace(
      /<noscript>.*?<\/noscript>/s,
      `<script type="application/json" id="${FULL_APP_SCRIPTS_ID}">${JSON.stringify(appScripts)}</script>`,
    );
}

/**
 * The full app's index.html linking antd's styles for a signed-in page's first render
 * (src/first-paint/antd-style-sheet.tsx), written beside it under a content-hashed name.
 * @param {string} template
 * @param {string} css
 */
function withAntdStyleSheet(template, css) {
  const name = `antd-first-paint.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  writeFileSync(join(DIST, name), css);
  return template.replace('</head>', `<link rel="stylesheet" href="/${name}"></head>`);
}

/**
 * The full app's index.html with the first paints of a returning user's pages (src/early/first-paint.ts), as
 * <template> elements the browser parses but does not show.
 * @param {string} template
 * @param {string} templates
 */
function withFirstPaints(template, templates) {
  if (!template.includes('</body>')) throw new Error('dist/index.html has no </body>: the page template changed');
  return template.replace('</body>', `${templates}</body>`);
}

/** @returns {import('webpack').Configuration} */
function prerenderConfig() {
  return {
    name: 'shell-prerender',
    dependencies: ['shell', 'shell-public'],
    mode: 'production',
    target: 'node24',
    context: SHELL,
    entry: { prerender: './src/public/prerender.tsx' },
    devtool: false,
    output: {
      path: PRERENDER_DIR,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/public/',
      assetModuleFilename: ASSET_NAMES,
      clean: true,
    },
    externals: [packagesExternal],
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        swcRule(true),
        OWN_SOURCE,
        // Only the URL matters here; the browser build writes the file.
        { test: /\.(svg|png|jpe?g|gif|webp)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      useLightRouter,
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tapPromise('PublicPages', async () => {
            // React and antd read it when first required: production markup and class names, the
            // same the browser build gets.
            process.env.NODE_ENV = 'production';
            const bundle = join(PRERENDER_DIR, 'prerender.js');
            delete require.cache[bundle];
            const { PUBLIC_SCREENS, renderPublicPage, renderAntdStyleSheet, renderFirstPaints } = require(bundle);
            const template = readFileSync(join(DIST, 'index.html'), 'utf8');
            mkdirSync(join(DIST, 'pages'), { recursive: true });
            for (const [path, { page }] of Object.entries(PUBLIC_SCREENS)) {
              writeFileSync(join(DIST, 'pages', `${page}.html`), pageHtml(template, await renderPublicPage(path)));
            }
            // After the pages: they carry their own styles, inline, with antd's map of them.
            const signedIn = withFirstPaints(
              withAntdStyleSheet(template, renderAntdStyleSheet()),
              await renderFirstPaints(),
            );
            writeFileSync(join(DIST, 'index.html'), signedIn);
          });
        },
      },
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { publicPagesConfigs: () => [lightEntryConfig(), prerenderConfig()] };
