/** The library's unit and property tests (fast-check) sit beside its modules as *.spec.ts. */
module.exports = {
  projects: [
    {
      displayName: 'billing',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: { '^.+\\.ts$': ['@swc/jest'] },
      testEnvironment: 'node',
    },
  ],
};
