/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { antdStaticCss } from './scripts/antd-static-css.ts';
import { precompress } from './scripts/precompress.ts';
import { antdTableNoFilters } from './scripts/antd-table-no-filters.ts';

const apiTarget = process.env.VITE_DEV_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    antdStaticCss(),
    antdTableNoFilters(),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/xm-merchant': apiTarget,
      '/xm-job': apiTarget,
      '/xm-log': apiTarget,
    },
  },
  build: {
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // Lazy pages sharing antd with the layout would otherwise split it into dozens of tiny shared chunks; each
        // costs a request and its own gzip framing on the first paint (measured by scripts/bundle-budget.mjs).
        experimentalMinChunkSize: 10_000,
      },
    },
  },
  test: {
    // Two workers on any machine (vitest's default is one fewer than the cores: one on a 2-core machine). The server
    // files run one at a time (they wait on their database much of the time); the component tests take the other.
    maxWorkers: 2,
    // A component test's last queued React render can run after jsdom has removed `window` at the end of its file
    // (tests/setup/web.ts drains what it can first): that one artefact of the teardown is not a test's error.
    onUnhandledError(error) {
      const stack = 'stack' in error && typeof error.stack === 'string' ? error.stack : '';
      if (error.message === 'window is not defined' && stack.includes('performWorkUntilDeadline')) return false;
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/types/**/*.test.ts'],
          setupFiles: ['./tests/setup/web.ts'],
          css: false,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          globalSetup: ['./server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
