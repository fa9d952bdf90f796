import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as sharedAntd from './shared-antd';

const FRONTENDS = join(__dirname, '..', '..', '..');
const APPS = ['shell', 'shopper', 'client', 'common'];

/** The apps' source files that run in the browser (not tests, not this module). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    return isSource && !path.endsWith(join('federation', 'shared-antd.ts')) ? [path] : [];
  });
}

/** Every name imported from 'antd' as a value (type-only imports are erased by the build). */
function valuesImportedFromAntd(): { names: Set<string>; otherForms: string[] } {
  const names = new Set<string>();
  const otherForms: string[] = [];
  for (const app of APPS) {
    for (const file of sourceFiles(join(FRONTENDS, app, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const statement of source.match(/import\s[^;]*?\sfrom\s+'antd'/g) ?? []) {
        const named = /^import\s+(type\s+)?\{([^}]*)\}\s+from/.exec(statement);
        if (!named) {
          otherForms.push(`${file}: ${statement}`);
          continue;
        }
        if (named[1]) continue;
        for (const specifier of named[2]!.split(',').map((part) => part.trim())) {
          if (specifier && !specifier.startsWith('type ')) names.add(specifier.split(/\s+as\s+/)[0]!);
        }
      }
    }
  }
  return { names, otherForms };
}

describe('the shared antd', () => {
  it('exports exactly the components the apps import from antd', () => {
    const { names, otherForms } = valuesImportedFromAntd();
    // A default or namespace import would need the whole library.
    expect(otherForms).toEqual([]);
    expect(names.size).toBeGreaterThan(20);
    expect(Object.keys(sharedAntd).sort()).toEqual([...names].sort());
  });

  it('exports components, not undefined names', () => {
    const missing = Object.entries(sharedAntd).filter(([, value]) => value === undefined);
    expect(missing).toEqual([]);
  });
});
