import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

// In development the API runs beside Vite (scripts/dev.mjs) and these prefixes are proxied to it.
const apiPort = Number(process.env.API_PORT ?? 8081);
const apiPrefixes = ['/gateway', '/dolphin-loan', '/dolphin-customer', '/dolphin-config', '/healthz', '/dev', '/brand'];

const serverTests = 'tests/server/**/*.test.ts';
function serverProject(name: string, driver: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: { name, include: [serverTests], globalSetup: ['tests/server/support/global-setup.ts'], env: { TEST_DB_DRIVER: driver } },
  };
}

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: the server preloads the first page's chunks from it (server/plugins/static-page.ts).
    manifest: true,
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Modules only, not what they import: React and the rest of the entry stay in the entry.
          includeDependenciesRecursively: false,
          groups: [
            // Chakra, its styling runtime and our shared components arrive as one chunk with the first themed
            // page, instead of a handful of tiny ones competing for the browser's six connections.
            {
              name: 'ui-kit',
              test: (id) =>
                /node_modules[\\/](@chakra-ui|@emotion|@pandacss|@ark-ui|@zag-js|stylis|react-is|hoist-non-react-statics)[\\/]/.test(id) ||
                (/[\\/]src[\\/](ui|theme)[\\/]/.test(id) && !/loading-overlay/.test(id)) ||
                /[\\/]src[\\/]views[\\/](app-actor|routed-view)\.ts$/.test(id),
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
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
