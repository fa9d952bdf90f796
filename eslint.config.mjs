import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createRequire } from 'node:module';

// The rules the frontends' build tables call for (frontends/federation/lint-rules.js).
const { leftOutPartsSyntax, subsetImportsSyntax } = createRequire(import.meta.url)(
  './frontends/federation/lint-rules.js',
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
      'frontends/common/src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Entity lists and Nest's metadata APIs are typed with Function on purpose.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'backend/scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  // The web apps: browser code, React hooks rules, icons imported one by one.
  {
    files: ['frontends/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ant-design/icons',
              message: 'Import each icon by path ("@ant-design/icons/HomeOutlined"): the package root is every icon.',
            },
          ],
        },
      ],
      // antd parts the builds leave out, rendered, throw; a subset package is imported by name.
      'no-restricted-syntax': [
        'error',
        ...leftOutPartsSyntax(),
        ...subsetImportsSyntax(),
        // React calls whatever an effect returns as its cleanup: an arrow that returns an
        // expression hands it a value it will call (scrollIntoView returns a Promise in Chromium).
        // An arrow returning an arrow is a cleanup and stays allowed.
        {
          selector: ['callee.name', 'callee.property.name']
            .map(
              (callee) =>
                `CallExpression[${callee}=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression[expression=true]:not([body.type="ArrowFunctionExpression"]).arguments:first-child`,
            )
            .join(', '),
          message: 'An effect returns nothing or a cleanup function: write its arrow with a block body.',
        },
      ],
    },
  },
  // Webpack and Jest configs of the frontends are CommonJS run by Node.
  {
    files: ['frontends/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/test/**/*.ts', '**/*.test.{ts,tsx}', 'frontends/jest.setup.ts'],
    languageOptions: { globals: { ...globals.jest } },
    // Test probes hand hook results to the test through an outer variable.
    rules: { 'react-hooks/globals': 'off' },
  },
);
