// What the first-load benches run: the built backend (built each time, it is quick) and each web
// app's dist (built only when missing, since a web build takes minutes).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Runs a command in `root`, failing the bench when it fails. */
export function run(root, command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Builds the backend, and each web app whose dist is missing. */
export function ensureBuilt(root) {
  run(root, 'npm', ['run', '--silent', 'build', '-w', 'backend']);
  for (const [app, marker] of [
    ['shell', 'pages/index.html'],
    ['shopper', 'remoteEntry.js'],
    ['client', 'remoteEntry.js'],
  ]) {
    if (!existsSync(join(root, 'frontends', app, 'dist', marker)))
      run(root, 'npm', ['run', 'build', '-w', `frontends/${app}`]);
  }
}
