// ESLint: the recommended JavaScript and TypeScript rules, and the project's dependency direction.
// `worker/` (the API, the mail, the database) never imports `site/` (the pages and the browser code);
// `site/` imports from `worker/` only the contract (worker/contract: schemas, rules, constants, the
// words both sides speak), and types. Inside `worker/`, the use cases, queries, mail and helpers never
// import the routes or the middleware. No module imports itself back through others (no cycles).
// Formatting is Prettier's (.prettierrc.json); `npm run lint` runs both.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: ['dist/**', '.astro/**', '.wrangler/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'worker-configuration.d.ts', '**/*.astro'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      // Read TypeScript modules with the TypeScript parser when following imports.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The fake Google Maps script runs in the test browser's page.
    files: ['tests/support/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
  {
    files: ['worker/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)site/', message: 'worker/ never imports site/: move what both sides need into worker/contract.' }] },
      ],
    },
  },
  {
    // Decision 034: the use cases, the queries, the mail and the helpers know nothing of the routes
    // or of Hono's middleware (routes/request-context.ts hands them plain values). The rule replaces
    // the one above for these files, so it says both.
    files: ['worker/{auth,replies,uploads,excursions,quotes,contact,mail,db,lib}/**/*.{ts,tsx}', 'worker/submission.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)site/', message: 'worker/ never imports site/: move what both sides need into worker/contract.' },
            {
              regex: '(^|/)(routes|middleware)/',
              message: 'A use case, a query or a helper never imports routes/ or middleware/: the route hands it plain values.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)worker/(?!contract/)',
              allowTypeImports: true,
              message: 'site/ imports from worker/ only the contract (worker/contract) or types.',
            },
          ],
        },
      ],
    },
  },
);
