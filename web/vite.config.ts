import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The gateway serves web/dist with an index.html fallback; in `vite dev` /api goes to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
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
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|cookie|set-cookie-parser)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': process.env.PILL_API ?? 'http://localhost:3000' } },
});
