/**
 * Unit tests sit beside the code (*.spec.ts); integration tests in test/ (*.int-spec.ts)
 * boot the real app on a real database; scale tests in test/scale/ (*.scale-spec.ts) run the
 * built api and worker as separate processes on MariaDB and Redis; fault tests in test/faults/
 * (*.fault-spec.ts) stop and restart MariaDB, Redis and SMTP servers they start themselves.
 * NestJS 12 ships ESM only, so it is transpiled too; @atelier/billing is read from its source.
 */
const shared = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)',
  ],
  testEnvironment: 'node',
  // The billing library's source (its dist/ is for node): tests need no build of it first.
  moduleNameMapper: { '^@atelier/billing$': '<rootDir>/../libs/billing/src/index.ts' },
};

/** Jest 30 ignores `testTimeout` in a project: the timeout is set by a setup file. */
const slowTests = { setupFilesAfterEnv: ['<rootDir>/test/support/jest-timeout.ts'] };

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...shared,
      ...slowTests,
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
    },
    {
      ...shared,
      ...slowTests,
      displayName: 'scale',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/scale/**/*.scale-spec.ts'],
    },
    {
      ...shared,
      ...slowTests,
      displayName: 'faults',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/faults/**/*.fault-spec.ts'],
    },
  ],
};
