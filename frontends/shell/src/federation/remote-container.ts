/**
 * Loads a module a remote exposes, with webpack's own Module Federation: the remote's
 * remoteEntry.js defines its container as a global of the remote's name; the container is
 * given the shell's share scope once, so the remote's screens use the shell's React, antd,
 * router, QueryClient and @atelier/common (federation/webpack-app.js), then asked for the
 * module.
 *
 * A container whose script failed is forgotten with its script element, so the next call
 * fetches it again. A container that loaded is kept: webpack fetches a failed chunk again on
 * the next import.
 */

/** webpack's own container interface (what `container.ModuleFederationPlugin` builds). */
interface RemoteContainer {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

// Replaced by webpack where this module is built; under Jest they are globals a test defines.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const SHARE_SCOPE = 'default';
const containers = new Map<string, Promise<RemoteContainer>>();

function containerGlobal(name: string): RemoteContainer | undefined {
  return (window as unknown as Record<string, RemoteContainer | undefined>)[name];
}

function runEntryScript(entry: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = entry;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load the remote entry ${entry}`));
    };
    document.head.append(script);
  });
}

function initializedContainer(name: string, entry: string): Promise<RemoteContainer> {
  let container = containers.get(name);
  if (!container) {
    const attempt = (async () => {
      if (!containerGlobal(name)) await runEntryScript(entry);
      const loaded = containerGlobal(name);
      if (!loaded) throw new Error(`The remote entry ${entry} defines no "${name}" container`);
      await __webpack_init_sharing__(SHARE_SCOPE);
      await loaded.init(__webpack_share_scopes__[SHARE_SCOPE]);
      return loaded;
    })();
    container = attempt;
    containers.set(name, attempt);
    attempt.catch(() => {
      if (containers.get(name) === attempt) containers.delete(name);
    });
  }
  return container;
}

/** The module `exposed` (such as "./routes") of the remote `name` whose entry is at `entry`. */
export async function loadRemoteModule<T>(name: string, entry: string, exposed: string): Promise<T> {
  const container = await initializedContainer(name, entry);
  const factory = await container.get(exposed);
  return factory() as T;
}

/** Forgets every container promise (tests start each case from scratch). */
export function resetRemoteContainers(): void {
  containers.clear();
}
