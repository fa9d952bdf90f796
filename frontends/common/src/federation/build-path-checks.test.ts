import { existsSync } from 'node:fs';
// The build's own CommonJS checks, run as the build runs them.
/* eslint-disable @typescript-eslint/no-require-imports */
const { esEntryOf, packageFile } = require('../../../federation/package-files.js') as {
  esEntryOf: (pkg: string) => string;
  packageFile: (pkg: string, relative: string, why: string) => string;
};
const { FETCHED_WHEN_SHOWN, UNRENDERED_IN_APPS, checkAntdParts } =
  require('../../../federation/left-out-antd-parts.js') as {
    FETCHED_WHEN_SHOWN: { dir: string; request: string }[];
    UNRENDERED_IN_APPS: { dir: string; request: string }[];
    checkAntdParts: (parts: { dir: string; request: string }[]) => void;
  };
/* eslint-enable @typescript-eslint/no-require-imports */

it('finds every left-out antd part where antd imports it, and stops the build for one it moved', () => {
  expect(() => checkAntdParts([...UNRENDERED_IN_APPS, ...FETCHED_WHEN_SHOWN])).not.toThrow();
  expect(() => checkAntdParts([{ dir: 'card', request: '../tabs-moved' }])).toThrow(
    /antd no longer imports these left-out parts[^]*"\.\.\/tabs-moved" from es\/card/,
  );
  // Still there, but no module of the folder imports it any more.
  expect(() => checkAntdParts([{ dir: 'button', request: '../tabs' }])).toThrow(/"\.\.\/tabs" from es\/button/);
});

it("reads a package's ES build from its package.json, and stops the build for a file that moved", () => {
  for (const pkg of ['antd', '@tanstack/react-query', '@ant-design/cssinjs']) {
    expect(existsSync(esEntryOf(pkg))).toBe(true);
  }
  expect(packageFile('react-router', 'dist/production/index.mjs', 'the router')).toMatch(/index\.mjs$/);
  expect(() => packageFile('react-router', 'dist/moved/index.mjs', 'the router')).toThrow(
    'react-router has no dist/moved/index.mjs any more (the router)',
  );
});
