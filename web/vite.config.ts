import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineConfig } from 'vite';

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|cookie|set-cookie-parser)[\\/]/;
// React Router 7's exports name only its development build (remix-run/react-router#12532, #14102):
// a production bundle would ship its dev warnings. Its own production build sits next to it.
const reactRouter = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionReactRouter = [
  { find: /^react-router$/, replacement: `${reactRouter}/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouter}/dist/production/dom-export.mjs` },
];

// The gateway serves web/dist with an index.html fallback; in `vite dev` /api goes to it.
export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
  // Every browser we support knows modulepreload: the polyfill would only add bytes.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page needs goes in one chunk: fewer, better-compressed files on the first visit.
        codeSplitting: {
          groups: [{ name: 'framework', test: FRAMEWORK }],
        },
      },
    },
  },
  server: { proxy: { '/api': process.env.PILL_API ?? 'http://localhost:3000' } },
}));
