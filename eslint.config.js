import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Imports flow one way (docs/architecture.md): domain <- api <- machines <- views <- app.
// The server imports only the domain and the API contract.
// 'x/*' forbids everything under x (sub-folders too), a bare name the package and its subpaths. Regexes,
// because the default gitignore-style patterns read a leading '#' (our subpath imports) as a comment.
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const regexOf = (pattern) => (pattern.endsWith('/*') ? `^${escape(pattern.slice(0, -1))}` : `^${escape(pattern)}(/|$)`);
const restrict = (...patterns) => [
  'error',
  { patterns: patterns.map((pattern) => ({ regex: regexOf(pattern), message: 'Imports flow one way: see docs/architecture.md.' })) },
];

// A view folder imports no other view folder (issue 10): what two flows' pages share is a part of src/ui (with its
// own catalog if it says words, as src/ui/date-picker), or of src/views/*.ts (the hooks every flow's views use).
// Nothing is borrowed any more (the last parts moved to src/ui on 2026-12-02): any such import is a lint error.
const ROOT = dirname(fileURLToPath(import.meta.url));
const VIEWS = join(ROOT, 'src', 'views');
/** The view folder of a file ('account' for src/views/account/parts/password-field.tsx); none for src/views/*.ts or outside. */
const viewFolderOf = (file) => {
  const inside = relative(VIEWS, file).split(sep);
  return inside.length > 1 && inside[0] !== '..' ? inside[0] : undefined;
};
const ownViewFolder = {
  meta: { type: 'problem', docs: { description: 'A view folder imports no other view folder (shared parts live in src/ui).' }, schema: [] },
  create(context) {
    const own = viewFolderOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      const target = spec.startsWith('#src/')
        ? join(ROOT, 'src', spec.slice('#src/'.length))
        : spec.startsWith('.')
          ? resolve(dirname(context.filename), spec)
          : undefined;
      const folder = target && viewFolderOf(target);
      if (!folder || folder === own) return;
      const part = relative(VIEWS, target).split(sep).join('/');
      context.report({
        node: source,
        message: `src/views/${own} imports src/views/${part}: a view folder imports no other view folder; move what both use to src/ui (docs/decisions/0011-how-to-add-a-flow.md).`,
      });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  // locales/*.ts are compiled from their .po catalogs by `npx lingui compile` (decision 0311), never edited by hand.
  { ignores: ['dist', 'storybook-static', 'node_modules', 'coverage', 'data', 'test-results', 'playwright-report', '!.storybook', '**/locales/*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.tsx', 'src/**/*.ts'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  {
    files: ['src/domain/**'],
    rules: { 'no-restricted-imports': restrict('#src/api/*', '#machines/*', '#src/views/*', '#src/app/*', '#src/ui/*', '#server/*', 'react', 'react-dom') },
  },
  { files: ['src/api/**'], rules: { 'no-restricted-imports': restrict('#machines/*', '#src/views/*', '#src/app/*', '#src/ui/*', '#server/*', 'react') } },
  {
    files: ['machines/**'],
    rules: { 'no-restricted-imports': restrict('#src/views/*', '#src/app/*', '#src/ui/*', '#server/*', 'react', 'react-dom', '@chakra-ui/*', 'ky') },
  },
  { files: ['src/views/**'], rules: { 'no-restricted-imports': restrict('#src/app/*', '#server/*', 'ky') } },
  { files: ['src/views/**'], plugins: { views: { rules: { 'own-folder': ownViewFolder } } }, rules: { 'views/own-folder': 'error' } },
  // Browser tests take `test` and `expect` from the one fixture set (step budgets, the slow-machine check).
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: 'Import test and expect from e2e/support/test.ts.' }] },
      ],
    },
  },
  { files: ['server/**'], rules: { 'no-restricted-imports': restrict('#machines/*', '#src/views/*', '#src/app/*', '#src/ui/*', '#src/storage/*', 'react') } },
  // Route files stay thin: a call's handler asks a store or service; the queries live beside their tables' rules.
  {
    files: ['server/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restrict('#machines/*', '#src/views/*', '#src/app/*', '#src/ui/*', '#src/storage/*', 'react')[1].patterns,
            { regex: '^drizzle-orm(/|$)', message: 'Route files make no queries: put this one in a store (server/<area>/).' },
            { regex: '/db/schema\\.ts$', message: 'Route files make no queries: put this one in a store (server/<area>/).' },
          ],
        },
      ],
    },
  },
);
