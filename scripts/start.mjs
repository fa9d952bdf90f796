#!/usr/bin/env node
// `npm start`: one process serving everything on one origin (api, shell, remotes) with
// SQLite and the inline job driver. Builds the backend (SWC, about a second), builds each web
// app only when its dist/ is missing (`npm run build` rebuilds them all after a change), then
// runs the api in the foreground. PORT, DATA_DIR and the rest of the README's variables apply.
import './supported-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

const WEB_APPS = [
  { workspace: 'frontends/shell', marker: 'frontends/shell/dist/index.html' },
  { workspace: 'frontends/shopper', marker: 'frontends/shopper/dist/remoteEntry.js' },
  { workspace: 'frontends/client', marker: 'frontends/client/dist/remoteEntry.js' },
];

function build(workspace) {
  console.log(`\n> building ${workspace}`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building ${workspace} failed (exit code ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

build('backend');
const webDistDir = process.env.WEB_DIST_DIR;
for (const app of WEB_APPS) {
  // With WEB_DIST_DIR pointing elsewhere, the builds there are not ours to make.
  if (!webDistDir && !existsSync(join(root, app.marker))) build(app.workspace);
}

const api = spawn(process.execPath, ['dist/main.js'], { cwd: join(root, 'backend'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
announceWhenReady(Number(process.env.PORT ?? 3000));

/** One line for the person who ran `npm start`, once the api answers: where to open it. */
async function announceWhenReady(port) {
  while (api.exitCode === null) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      console.log(`\nAtelier is ready at http://localhost:${port}\n`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
