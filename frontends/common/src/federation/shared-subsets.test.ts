import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// The build's own CommonJS tables and loader, which the test reads as the build does.
/* eslint-disable @typescript-eslint/no-require-imports */
const { SHARED_MODULES } = require('../../../federation/shared-modules.js') as {
  SHARED_MODULES: { key: string; package: string; names?: string[] }[];
};
const { splitAntdImport, antdKeys } = require('../../../federation/antd-imports-loader.js') as {
  splitAntdImport: (specifiers: string, keys: Map<string, string>) => string;
  antdKeys: () => Map<string, string>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const FRONTENDS = join(__dirname, '..', '..', '..');
const APPS = ['shell', 'shopper', 'client', 'common'];

/** The names each package's subsets share (shared-modules.js), with the package itself. */
const subsetNames = (pkg: string) =>
  SHARED_MODULES.filter((entry) => entry.package === pkg && entry.names).flatMap((entry) => entry.names!);
// Under Jest each package resolves to its CommonJS build: the same library, the same exports.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const packageExports = (pkg: string): Record<string, unknown> => require(pkg);

const SUBSETS = [
  { pkg: 'antd', atLeast: 20 },
  { pkg: 'react-router', atLeast: 5 },
  { pkg: '@tanstack/react-query', atLeast: 5 },
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
    return isSource ? [path] : [];
  });
}

/** Every name imported from `pkg` as a value (type-only imports are erased by the build). */
function valuesImportedFrom(pkg: string, except: string[] = []): { names: Set<string>; otherForms: string[] } {
  const names = new Set<string>();
  const otherForms: string[] = [];
  const pattern = new RegExp(`import\\s[^;]*?\\sfrom\\s+'${pkg}'`, 'g');
  for (const app of APPS) {
    for (const file of sourceFiles(join(FRONTENDS, app, 'src'))) {
      if (except.includes(file)) continue;
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

describe.each(SUBSETS)('the shared $pkg', ({ pkg, atLeast }) => {
  it(`shares exactly what the apps import from ${pkg}`, () => {
    const { names, otherForms } = valuesImportedFrom(pkg);
    // A default or namespace import would need the whole package.
    expect(otherForms).toEqual([]);
    expect(names.size).toBeGreaterThan(atLeast);
    expect(subsetNames(pkg).sort()).toEqual([...names].sort());
  });

  it('shares what the package has, not undefined names', () => {
    const exported = packageExports(pkg);
    expect(subsetNames(pkg).filter((name) => exported[name] === undefined)).toEqual([]);
  });
});

describe("antd, shared as the first screens' subset and subsets apart", () => {
  const subsets = SHARED_MODULES.filter((entry) => entry.package === 'antd' && entry.names);
  const namesOf = (key: string) => subsets.find((entry) => entry.key === key)!.names!;

  it('shares each component once, each subset under its own key', () => {
    const all = subsets.flatMap((entry) => entry.names!);
    expect(new Set(all).size).toBe(all.length);
    const keys = antdKeys();
    for (const { key, names } of subsets) {
      expect([...keys].filter(([, of]) => of === key).map(([name]) => name)).toEqual(names);
    }
    expect(namesOf('antd-forms')).toEqual(expect.arrayContaining(['Form', 'Upload', 'InputNumber']));
    // Dialogs, toasts and App's hooks are not part of a page's first load.
    expect(namesOf('antd')).toEqual(expect.not.arrayContaining(['App', 'Modal', 'notification', 'message']));
  });

  it("sends the apps' imports to each name's subset, on one line", () => {
    const keys = antdKeys();
    expect(splitAntdImport(' Button, Form as AntForm,\n theme, Select ', keys)).toBe(
      'import { Button, theme } from "antd"; import { Form as AntForm } from "antd-forms"; import { Select } from "antd-fields";',
    );
    expect(splitAntdImport('Input, Modal', keys)).toBe(
      'import { Input } from "antd-input"; import { Modal } from "antd-feedback";',
    );
    expect(splitAntdImport('Upload', keys)).toBe('import { Upload } from "antd-forms";');
    expect(splitAntdImport('Card', keys)).toBe('import { Card } from "antd";');
  });
});

describe("the shared antd's CSS-in-JS engine", () => {
  const PKG = '@ant-design/cssinjs';
  // Runs in Node while the build writes the public pages, never in a federated app.
  const PRERENDER = join(FRONTENDS, 'shell', 'src', 'public', 'prerender.tsx');
  const NODE_MODULES = join(FRONTENDS, '..', 'node_modules');

  function moduleFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return moduleFiles(path);
      return entry.name.endsWith('.js') ? [path] : [];
    });
  }

  /** What antd's ES build and its style utilities import from the engine, as values. */
  function importedByAntd(): Set<string> {
    const names = new Set<string>();
    const statement = /import\s+\{([^}]*)\}\s+from\s+["']@ant-design\/cssinjs["']/g;
    for (const dir of ['antd/es', '@ant-design/cssinjs-utils/es']) {
      for (const file of moduleFiles(join(NODE_MODULES, dir))) {
        for (const [, list] of readFileSync(file, 'utf8').matchAll(statement)) {
          for (const specifier of list!.split(',').map((part) => part.trim())) {
            if (specifier) names.add(specifier.split(/\s+as\s+/)[0]!);
          }
        }
      }
    }
    return names;
  }

  it('exports exactly what antd, its style utilities and the apps import from it', () => {
    const apps = valuesImportedFrom(PKG, [PRERENDER]);
    expect(apps.otherForms).toEqual([]);
    const antd = importedByAntd();
    expect(antd.size).toBeGreaterThan(5);
    expect(subsetNames(PKG).sort()).toEqual([...new Set([...antd, ...apps.names])].sort());
  });

  it('shares what the package has, not undefined names', () => {
    const exported = packageExports(PKG);
    expect(subsetNames(PKG).filter((name) => exported[name] === undefined)).toEqual([]);
  });
});
