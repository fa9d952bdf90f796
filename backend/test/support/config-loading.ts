import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, ConfigError, loadAppConfig } from '../../src/config/app-config';

/** The configuration of a test environment: `env` on top of a data directory and a JWT secret. */
export function loadTestConfig(dataDir: string, env: NodeJS.ProcessEnv): AppConfig {
  return loadAppConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });
}

/** The message of the ConfigError that `load` stops with; fails when the configuration is accepted. */
export function configRefusal(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

/**
 * For a describe block: `load` reads a configuration over a data directory made for the block
 * (and removed after it), `refusal` the message a configuration is refused with.
 */
export function configLoaderInTempDir() {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-config-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: NodeJS.ProcessEnv) => loadTestConfig(dataDir, env);
  return { load, refusal: (env: NodeJS.ProcessEnv) => configRefusal(() => load(env)) };
}
