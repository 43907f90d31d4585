/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs beside Vite (scripts/dev.mjs) and these prefixes are proxied to it.
const apiPort = Number(process.env.API_PORT ?? 8081);
const apiPrefixes = ['/gateway', '/dolphin-loan', '/dolphin-customer', '/dolphin-config', '/healthz', '/dev', '/brand'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 200,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      ...Object.fromEntries(apiPrefixes.map((prefix) => [prefix, `http://127.0.0.1:${apiPort}`])),
      '/realtime': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    // Each worker opens its own PGlite database (about 350 MB); two workers fit two cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
