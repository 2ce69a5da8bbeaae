import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The gateway serves web/dist with an index.html fallback; in `vite dev` /api goes to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  // Every browser we support knows modulepreload: the polyfill would only add bytes.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 400, modulePreload: { polyfill: false } },
  server: { proxy: { '/api': process.env.PILL_API ?? 'http://localhost:3000' } },
});
