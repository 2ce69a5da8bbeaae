// Prints the gzipped JavaScript a first visit to each route downloads: the entry chunk plus the
// route's chunk and everything they import statically (from dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routes = Object.keys(manifest).filter((k) => k.includes('app/routes/'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = routes.map((route) => {
  const files = [...closure([entry, route])].map((k) => manifest[k].file);
  return [route.replace(/^.*app\/routes\//, ''), files.reduce((sum, f) => sum + gz(f), 0)];
});
const total = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js'))
  .reduce((sum, c) => sum + gz(c.file), 0);
for (const [route, size] of rows.sort((a, b) => a[1] - b[1])) console.log(`${kb(size).padStart(9)}  ${route}`);
console.log(`${kb(total).padStart(9)}  all JavaScript`);
