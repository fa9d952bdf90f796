// Stops `npm start`, `npm run dev` and `npm test` at once, with the way out, when they run on a
// Node.js other than the LTS line the project supports (.nvmrc): native addons built for that
// line (better-sqlite3 13) crash another Node's process long after it started.
import { readFileSync } from 'node:fs';

const supported = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8')
  .trim()
  .replace(/^v/, '');
const running = process.versions.node.split('.')[0];

if (running !== supported) {
  console.error(
    `Atelier runs on Node.js ${supported} LTS; this is Node.js ${process.version}.\n` +
      `Switch with \`nvm use\`, or in this shell: \`source scripts/node-lts.sh\` (then \`npm rebuild\` ` +
      `if node_modules was installed under another Node).`,
  );
  process.exit(1);
}
