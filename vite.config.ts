import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

// In development the API runs beside Vite (scripts/dev.mjs) and these prefixes are proxied to it.
const apiPort = Number(process.env.API_PORT ?? 8081);
const apiPrefixes = ['/gateway', '/dolphin-loan', '/dolphin-customer', '/dolphin-config', '/healthz', '/dev', '/brand', '/documents'];

const serverTests = 'tests/server/**/*.test.ts';
// On PostgreSQL again: the files whose SQL could behave otherwise there (row locks, transactions under
// concurrency, unique keys, money on the ledger, sign-up and sign-in rows). Request validation, pages, mail and
// logs do not depend on the engine and run once, on PGlite (decision 0004).
const postgresTests = [
  'tests/server/{db,repayment,loans,coupons,disbursement,signing,home}/**/*.test.ts',
  'tests/server/routes/customer-sign-{up,in}.test.ts',
  'tests/server/accounts/sign-in-work.test.ts',
];
// Files that mock a module (vi.mock) run with a module cache of their own.
const ISOLATED_SERVER_TESTS = ['tests/server/accounts/sign-in-work.test.ts'];
function serverProjects(name: string, driver: 'pglite' | 'postgres', include: string[]): TestProjectInlineConfiguration[] {
  return [serverProject(name, driver, include, false), serverProject(`${name}-isolated`, driver, ISOLATED_SERVER_TESTS, true)];
}
function serverProject(name: string, driver: 'pglite' | 'postgres', include: string[], isolate: boolean): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include,
      // One module cache and one database per worker, not per file (decision 0004): importing the server and
      // opening a database cost about a second per file.
      isolate,
      exclude: [...configDefaults.exclude, ...(isolate ? [] : ISOLATED_SERVER_TESTS)],
      setupFiles: ['tests/server/support/reset-before-each.ts'],
      globalSetup: ['tests/server/support/global-setup.ts'],
      env: { TEST_DB_DRIVER: driver },
    },
  };
}

// Shared parts no first page shows (the pages the server renders: sign-in, welcome, the reset link's e-mail, the
// error and notification pages): left out of the groups below, so they come with the pages that show them. The step
// forms' parts among them (use-step-form holds Formik, which no first page but the accounts' needs), the loan flows'
// page frame (it holds the wizard's progress), the parts of their pages (callouts, sections, money rows, badges) and
// those with words of their own (the debit card entry, the calendar, the option cards, the Truth-in-Lending box, a
// loan's facts, the data table).
const NOT_ON_A_FIRST_PAGE =
  /[\\/]src[\\/](ui[\\/]((debit-card|date-picker|option-cards|truth-in-lending|loan-facts|data-table)[\\/][\w\\/-]+|progress-steps|retry-button|notice|denial-reasons|flow-page|callout|money-rows|section|status-badge|use-narrow|forms[\\/](submit-button|choice-fields|secret-field|step-form|use-step-form))|views[\\/]account[\\/]parts[\\/](new-password-form|mail-sent))\.tsx?$/;
// The form parts every accounts page uses (and other flows' forms since): they came from the accounts views' parts and
// stay in that chunk, beside Formik, rather than on every first page (the error and notification pages have no form).
const ACCOUNT_FORM_PARTS = /[\\/]src[\\/]ui[\\/]forms[\\/](text-field|check-box|use-error-title|form-errors)\.tsx?$/;

const flowSlots = fileURLToPath(new URL('src/app/flow-slots.ts', import.meta.url));

// `vite build --ssr src/entry-server.tsx`: the first page rendered by the server (decision 0303), one file in
// dist/.ssr/ (fastify-static serves no dot folder) with every package inside, so it runs from any build directory.
const ssrBuild = {
  outDir: 'dist/.ssr',
  // Not minified: a stack trace reads as it is.
  minify: false,
  copyPublicDir: false,
  rolldownOptions: { output: { codeSplitting: false } },
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // The SSR bundle runs React's production build, as the browser does, whatever NODE_ENV the server runs under.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        sourcemap: true,
        // dist/.vite/manifest.json: the server preloads the first page's chunks from it (server/plugins/static-page.ts).
        manifest: true,
        // kB of minified JavaScript per chunk. Our own chunks stay under 200 (tests/build/chunks.test.ts checks each);
        // React DOM is one module of about 207 kB that no split can make smaller, so the limit Vite warns at sits just
        // above its chunk and a chunk of ours growing past 200 fails that test instead (issue 18, defect 12).
        chunkSizeWarningLimit: 215,
        rolldownOptions: {
          // The browser's app machine gets its flows as they start (src/app/lazy-flows.ts): the module that gathers
          // every flow machine is swapped for slots without their code, and the one that lists their views for none. Here, not in `plugins`, so that Storybook's
          // build (which drops rolldownOptions), the SSR bundle and Vitest keep every flow.
          plugins: [
            {
              name: 'lazy-flows',
              load: (id: string) =>
                /[\\/]machines[\\/]flow-machines\.ts$/.test(id)
                  ? `export { FLOW_MACHINES } from ${JSON.stringify(flowSlots)};`
                  : // Their views too: each joins the router's table with its flow (src/app/routing/flow-views.ts).
                    /[\\/]src[\\/]app[\\/]routing[\\/]flow-views\.ts$/.test(id)
                    ? 'export const FLOW_VIEW_IMPORTS = {};'
                    : null,
            },
          ],
          output: {
            codeSplitting: {
              // Modules only, not what they import: React and the rest of the entry stay in the entry.
              includeDependenciesRecursively: false,
              groups: [
                // React DOM and its scheduler, beside the entry (Vite preloads it from index.html): the entry holds the
                // app shell, and React DOM alone is larger than any chunk of ours may be.
                {
                  name: 'react-dom',
                  test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                },
                // Everything every first page needs beyond the entry, as one chunk: Chakra and its styling runtime,
                // react-router, our theme and shared components, the shell and the router history. Over HTTP/1.1 a
                // browser opens six connections to a host; a dozen small chunks would wait for one another.
                {
                  name: 'ui-kit',
                  test: (id) =>
                    (/node_modules[\\/](@chakra-ui|@emotion|@pandacss|stylis|react-is|hoist-non-react-statics|react-router|react-router-dom)[\\/]/.test(id) &&
                      // Chakra's slider and the Ark and Zag machinery under it stay in the chunk of the one page using it
                      // (the loan amount): no first page needs them, and Chakra's slider in here would import that chunk
                      // while it imports this one, and neither could start.
                      !/[\\/]components[\\/]slider[\\/]/.test(id)) ||
                    (/[\\/]src[\\/](ui|theme)[\\/]/.test(id) && !/loading-overlay/.test(id) && !NOT_ON_A_FIRST_PAGE.test(id) && !ACCOUNT_FORM_PARTS.test(id)) ||
                    /[\\/]src[\\/]views[\\/](app-actor\.ts|routed-view\.ts|boot[\\/])/.test(id) ||
                    // Only modules the entry imports lazily: one it imports statically would pull this chunk into it.
                    /[\\/]src[\\/]app[\\/](shell|routed-page|snackbar-host|routing[\\/](machine-router|browser-router|router-history|use-active-route))\.tsx?$/.test(
                      id,
                    ),
                },
                // Modules the entry shares with lazy chunks, which the bundler splits off the entry: one small chunk
                // downloaded beside it rather than four (Valibot, the domain's constants and code tables, the words'
                // runtime that the domain's rules and every flow's catalog load into, decision 0311).
                {
                  name: 'entry-shared',
                  test: (id) =>
                    /node_modules[\\/](valibot|@lingui[\\/]core)[\\/]/.test(id) ||
                    /[\\/]src[\\/]domain[\\/](constants|codes[\\/]define-codes)\.ts$/.test(id) ||
                    /[\\/]src[\\/]i18n[\\/]words\.ts$/.test(id),
                },
                // The disbursement wizard's own pages, the parts only they show and their words: one chunk once the wizard
                // opens rather than one per page. A borrower walks every page in turn, and one file shares one gzip
                // dictionary across them (issue 11's 40 KB budget: these pages 17.0 -> 11.9 KB gzip). The parts other flows
                // show too (the calendar, the option cards, the Truth-in-Lending box) are in src/ui with their catalogs,
                // chunks of their own, so a repayment or signing page never downloads the wizard's pages; so is the page
                // shown only when the wizard cannot load (with its retry button).
                {
                  name: 'disbursement-pages',
                  test: /[\\/]src[\\/]views[\\/]disbursement[\\/](?!load-failed-view)/,
                },
                // The accounts views' shared parts and their form library: one chunk beside each accounts view.
                {
                  name: 'account-parts',
                  test: (id) =>
                    /node_modules[\\/](formik|lodash-es|deepmerge|react-fast-compare|tiny-warning)[\\/]/.test(id) ||
                    (/[\\/]src[\\/]views[\\/]account[\\/](parts[\\/]|account-actor\.ts)/.test(id) && !NOT_ON_A_FIRST_PAGE.test(id)) ||
                    ACCOUNT_FORM_PARTS.test(id),
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      ...Object.fromEntries(apiPrefixes.map((prefix) => [prefix, `http://127.0.0.1:${apiPort}`])),
      '/realtime': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    // Each server test file loads its own PGlite database (about 350 MB); two workers fit two cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The server tests run on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set
    // (tests/server/support: a migrated PGlite template, throwaway PostgreSQL databases).
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, serverTests] } },
      ...serverProjects('server', 'pglite', [serverTests]),
      ...(process.env.TEST_DATABASE_URL ? serverProjects('server-postgres', 'postgres', postgresTests) : []),
    ],
  },
}));
