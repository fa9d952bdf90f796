// The built api (serve-built-api.mjs) as a child process on loopback and a free port, from
// the given environment on top of this one.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve-built-api.mjs', import.meta.url));
/** A cold start on a busy machine (module loading, Nest's wiring, migrations) takes a while. */
const START_TIMEOUT_MS = 90_000;

/** Resolves once the api listens, with its base URL, its process id and a function that stops it (SIGTERM). */
export function startBuiltApi(env) {
  const child = fork(SERVE, {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The api did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', ({ port }) => {
      clearTimeout(timer);
      resolve({ base: `http://127.0.0.1:${port}`, pid: child.pid, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The api exited with code ${code} before listening`));
    });
  });
}
