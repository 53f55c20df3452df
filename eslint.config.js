import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './scripts/eslint-feature-boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, congregate: featureBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web features do not import each other: shared pieces move to components/, lib/ or packages/.
      'congregate/no-cross-feature-imports': 'error',
    },
  },
  {
    // The React Compiler's checks (all of the plugin's rules but the two classic ones) analyse every component and
    // hook: half of the lint's time went to the web's tests, whose components are fixtures, not the app's.
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule))
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { congregate: featureBoundaries },
    rules: {
      // A service is a folder of feature folders: routes → service → repository, each feature's data its own.
      'congregate/server-feature-boundaries': 'error',
      // db/, lib/, access/, integrations/, plugins/ and config/ import no service; no service imports demo/.
      'congregate/server-layers': 'error',
      // A routes file serves its own feature's calls (calls/<service>/<feature>.ts).
      'congregate/one-name-per-feature': 'error',
    },
  },
  {
    files: ['packages/contracts/src/calls/*/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { congregate: featureBoundaries },
    // Every contract file of calls has its server folder of the same two words.
    rules: { 'congregate/one-name-per-feature': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
