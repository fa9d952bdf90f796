/**
 * Component and unit tests of the frontends (Jest + Testing Library under jsdom), one
 * project "web": `npm test` runs it as the mode "web" (scripts/run-tests.mjs), each frontend
 * workspace's `npm test` runs its own files. Tests sit beside the code as *.test.ts(x).
 */
module.exports = {
  projects: [
    {
      displayName: 'web',
      rootDir: __dirname,
      testEnvironment: '<rootDir>/jest.environment.js',
      testMatch: ['<rootDir>/*/src/**/*.test.{ts,tsx}'],
      transform: {
        '^.+\\.(t|j)sx?$': [
          '@swc/jest',
          {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
        ],
      },
      moduleNameMapper: {
        '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/jest.file-stub.js',
        '\\.css$': '<rootDir>/jest.file-stub.js',
        // The billing library's source, as webpack reads it: no build needed to test against it.
        '^@atelier/billing$': '<rootDir>/../libs/billing/src/index.ts',
      },
      // The lightbox ships ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!yet-another-react-lightbox/)'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
  ],
};
