import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as sharedCssinjs from './shared-cssinjs';
import * as sharedReactQuery from './shared-react-query';
import * as sharedReactRouter from './shared-react-router';
import * as sharedAntd from './shared-antd';
import * as sharedAntdCollapse from './shared-antd-collapse';
import * as sharedAntdDetails from './shared-antd-details';
import * as sharedAntdDivider from './shared-antd-divider';
import * as sharedAntdFeedback from './shared-antd-feedback';
import * as sharedAntdFields from './shared-antd-fields';
import * as sharedAntdForms from './shared-antd-forms';
import * as sharedAntdInput from './shared-antd-input';
import * as sharedAntdMenu from './shared-antd-menu';
import * as sharedAntdOverlays from './shared-antd-overlays';
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
    exports: {
      ...sharedAntd,
      ...sharedAntdFields,
      ...sharedAntdForms,
      ...sharedAntdMenu,
      ...sharedAntdFeedback,
      ...sharedAntdDetails,
      ...sharedAntdCollapse,
      ...sharedAntdDivider,
      ...sharedAntdInput,
      ...sharedAntdOverlays,
    },
    atLeast: 20,
  },
  { pkg: 'react-router', file: 'shared-react-router.ts', exports: sharedReactRouter, atLeast: 5 },
  { pkg: '@tanstack/react-query', file: 'shared-react-query.ts', exports: sharedReactQuery, atLeast: 5 },
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

describe("antd, shared as the first screens' module and modules apart", () => {
  const APART: Record<string, object> = {
    'antd-input': sharedAntdInput,
    'antd-fields': sharedAntdFields,
    'antd-forms': sharedAntdForms,
    'antd-menu': sharedAntdMenu,
    'antd-feedback': sharedAntdFeedback,
    'antd-details': sharedAntdDetails,
    'antd-collapse': sharedAntdCollapse,
    'antd-divider': sharedAntdDivider,
    'antd-overlays': sharedAntdOverlays,
  };

  it('shares each component once, each part apart under its own key', () => {
    const all = [sharedAntd, ...Object.values(APART)].flatMap((module) => Object.keys(module));
    expect(new Set(all).size).toBe(all.length);
    const keys = apartKeys();
    expect(new Set(keys.values())).toEqual(new Set(Object.keys(APART)));
    for (const [key, module] of Object.entries(APART)) {
      expect([...keys].filter(([, of]) => of === key).map(([name]) => name)).toEqual(Object.keys(module));
    }
    expect(Object.keys(APART['antd-forms']!)).toEqual(expect.arrayContaining(['Form', 'Upload', 'InputNumber']));
    // Dialogs, toasts and App's hooks are not part of a page's first load.
    expect(Object.keys(sharedAntd)).toEqual(expect.not.arrayContaining(['App', 'Modal', 'notification', 'message']));
  });

  it("sends the apps' imports to each name's module, on one line", () => {
    const keys = apartKeys();
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
    expect(Object.keys(sharedCssinjs).sort()).toEqual([...new Set([...antd, ...apps.names])].sort());
  });

  it('exports what the package has, not undefined names', () => {
    expect(Object.entries(sharedCssinjs).filter(([, value]) => value === undefined)).toEqual([]);
  });
});
