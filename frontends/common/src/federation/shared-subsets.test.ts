import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as sharedReactRouter from './shared-react-router';
import * as sharedAntd from './shared-antd';
import * as sharedAntdFields from './shared-antd-fields';
import * as sharedAntdForms from './shared-antd-forms';
import * as sharedAntdMenu from './shared-antd-menu';
// The build's own CommonJS loader, which the test runs as the build does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { splitAntdImport, apartKeys } = require('../../../federation/antd-imports-loader.js') as {
  splitAntdImport: (specifiers: string, keys: Map<string, string>) => string;
  apartKeys: () => Map<string, string>;
};

const FRONTENDS = join(__dirname, '..', '..', '..');
const APPS = ['shell', 'shopper', 'client', 'common'];

/**
 * The packages the apps share as a module of their own that re-exports part of the package
 * (federation/shared.js, `provide`), with that module.
 */
const SUBSETS = [
  {
    pkg: 'antd',
    file: 'shared-antd.ts',
    exports: { ...sharedAntd, ...sharedAntdFields, ...sharedAntdForms, ...sharedAntdMenu },
    atLeast: 20,
  },
  { pkg: 'react-router', file: 'shared-react-router.ts', exports: sharedReactRouter, atLeast: 5 },
];

/** The apps' source files that run in the browser (not tests, test helpers or the subsets). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource =
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      entry.name !== 'test-utils.tsx' &&
      !entry.name.endsWith('.d.ts');
    return isSource && !/federation[\\/]shared-[\w-]+\.ts$/.test(path) ? [path] : [];
  });
}

/** Every name imported from `pkg` as a value (type-only imports are erased by the build). */
function valuesImportedFrom(pkg: string): { names: Set<string>; otherForms: string[] } {
  const names = new Set<string>();
  const otherForms: string[] = [];
  const pattern = new RegExp(`import\\s[^;]*?\\sfrom\\s+'${pkg}'`, 'g');
  for (const app of APPS) {
    for (const file of sourceFiles(join(FRONTENDS, app, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const statement of source.match(pattern) ?? []) {
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

describe.each(SUBSETS)('the shared $pkg', ({ pkg, exports, atLeast }) => {
  it(`exports exactly what the apps import from ${pkg}`, () => {
    const { names, otherForms } = valuesImportedFrom(pkg);
    // A default or namespace import would need the whole package.
    expect(otherForms).toEqual([]);
    expect(names.size).toBeGreaterThan(atLeast);
    expect(Object.keys(exports).sort()).toEqual([...names].sort());
  });

  it('exports what the package has, not undefined names', () => {
    const missing = Object.entries(exports).filter(([, value]) => value === undefined);
    expect(missing).toEqual([]);
  });
});

describe('antd, shared as four modules', () => {
  it("shares each component once: the task lists' fields, the form controls and the menu apart", () => {
    const modules = [
      Object.keys(sharedAntd),
      Object.keys(sharedAntdFields),
      Object.keys(sharedAntdForms),
      Object.keys(sharedAntdMenu),
    ];
    const all = modules.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(modules[1]).toEqual(expect.arrayContaining(['Input', 'Select']));
    expect(modules[2]).toEqual(expect.arrayContaining(['Form', 'Upload', 'InputNumber']));
    const keys = apartKeys();
    expect([...keys].filter(([, key]) => key === 'antd-fields').map(([name]) => name)).toEqual(modules[1]);
    expect([...keys].filter(([, key]) => key === 'antd-forms').map(([name]) => name)).toEqual(modules[2]);
    expect([...keys].filter(([, key]) => key === 'antd-menu').map(([name]) => name)).toEqual(['Menu']);
  });

  it("sends the apps' imports to each name's module, on one line", () => {
    const keys = apartKeys();
    expect(splitAntdImport(' Button, Form as AntForm,\n theme, Select ', keys)).toBe(
      'import { Button, theme } from "antd"; import { Form as AntForm } from "antd-forms"; import { Select } from "antd-fields";',
    );
    expect(splitAntdImport('Upload', keys)).toBe('import { Upload } from "antd-forms";');
    expect(splitAntdImport('Card', keys)).toBe('import { Card } from "antd";');
  });
});
