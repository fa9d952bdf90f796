/**
 * Unit tests sit beside the code (*.spec.ts); integration tests in test/ (*.int-spec.ts)
 * boot the real app on a real database. NestJS 12 ships ESM only, so it is transpiled too.
 */
const shared = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)',
  ],
  testEnvironment: 'node',
};

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      testTimeout: 60_000,
    },
  ],
};
