// ESLint: the recommended JavaScript and TypeScript rules, and the project's boundaries.
// - `worker/` (the API, the mail, the database) never imports `site/` (the pages and the browser code).
// - `site/` imports from `worker/` only the contract (worker/contract), and from its zod schemas
//   (worker/contract/schemas/) and from zod only types: a value from there would ship zod to the
//   browser. The rest of the contract (rules, constants, words, the i18n core, escapeHtml) is
//   browser-safe, and stays so: it imports neither zod nor the schemas, except as types.
// - Inside `worker/`, the use cases, queries, mail and helpers never import the routes or the
//   middleware (decision 034).
// - No module imports itself back through others (no cycles).
// - The site never writes raw HTML from a script (dangerouslySetInnerHTML, innerHTML, document.write
//   …), and the back office's Astro pages never use `set:html`: every value shown is escaped text.
// Formatting is Prettier's (.prettierrc.json); `npm run lint` runs both.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const NO_SITE = { regex: '(^|/)site/', message: 'worker/ never imports site/: move what both sides need into worker/contract.' };
const NO_ROUTES = {
  regex: '(^|/)(routes|middleware)/',
  message: 'A use case, a query or a helper never imports routes/ or middleware/: the route hands it plain values.',
};
const ONLY_THE_CONTRACT = {
  regex: '(^|/)worker/(?!contract/)',
  allowTypeImports: true,
  message: 'site/ imports from worker/ only the contract (worker/contract) or types.',
};
const SCHEMAS_AS_TYPES = {
  regex: '(^|/)schemas/',
  allowTypeImports: true,
  message:
    'The zod schemas (worker/contract/schemas/) are imported here only as types: a value from them ships zod to the browser. Put the value in a browser-safe module of worker/contract/ (its words, rules or constants).',
};
const ZOD_AS_TYPES = {
  name: 'zod',
  allowTypeImports: true,
  message: 'zod is the server’s and the schemas’ (worker/contract/schemas/): import its types only.',
};

/** What the browser may never run: each a way around React's and Astro's escaping. */
const RAW_HTML = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML: draw values as text (React escapes them).' },
  {
    selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
    message: 'No raw HTML: set textContent, or build elements.',
  },
  { selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]', message: 'No raw HTML: build elements.' },
  { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: 'No document.write.' },
];

export default tseslint.config(
  {
    ignores: ['dist/**', '.astro/**', '.wrangler/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'worker-configuration.d.ts'],
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
    // The back office's service worker (issue 26), served as written.
    files: ['public/admin/sw.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', Request: 'readonly', Response: 'readonly', URL: 'readonly' } },
  },
  // Each block below replaces the `no-restricted-imports` of the blocks before it for its files, so
  // each names every boundary its files keep.
  {
    files: ['worker/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SITE] }] },
  },
  {
    files: ['worker/contract/**/*.ts'],
    ignores: ['worker/contract/schemas/**', 'worker/contract/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_AS_TYPES], patterns: [NO_SITE, SCHEMAS_AS_TYPES] }] },
  },
  {
    files: ['worker/{auth,replies,uploads,excursions,quotes,contact,bookings,inbound,mail,db,lib}/**/*.{ts,tsx}', 'worker/submission.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SITE, NO_ROUTES] }] },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ZOD_AS_TYPES], patterns: [ONLY_THE_CONTRACT, SCHEMAS_AS_TYPES] }],
      'no-restricted-syntax': ['error', ...RAW_HTML],
    },
  },
  // The back office's Astro pages and layout, read with Astro's parser for one rule: no `set:html`.
  // (The public pages draw the icon sprite's trusted SVG with it; they are not linted as Astro.)
  ...astro.configs['flat/base'],
  {
    files: ['site/pages/admin/**/*.astro', 'site/layouts/Admin.astro'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.namespace.name='set'][name.name.name='html']", message: 'No raw HTML in the back office: draw values as text.' },
      ],
    },
  },
  {
    // Every other Astro file stays out of ESLint (its public components use set:html for the icon sprite).
    ignores: ['**/*.astro', '!site/pages/admin/**', '!site/layouts/Admin.astro'],
  },
);
