// `npm run build`: the services compiled once, for production. Every package's src/ is compiled
// by SWC (the repository's .swcrc, as scripts/register.cjs does on the fly in development) into
// dist/ at the same depth, with its other files (JSON data, prompts) copied; specs are left out. The packages' exports
// send the `pill-compiled` condition to dist/, so `node --conditions=pill-compiled` runs it.
import { transformFile } from '@swc/core';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const options = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));
delete options.$schema;
const PACKAGES = ['proto', ...readdirSync(join(root, 'services')).map((s) => `services/${s}`)];
const SKIPPED = /\.(spec|conformance)\.ts$|\.d\.ts$/;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

const started = Date.now();
let compiled = 0;
for (const pkg of PACKAGES) {
  const src = join(root, pkg, 'src');
  const dist = join(root, pkg, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const sources = files(src);
  await Promise.all(
    sources.map(async (file) => {
      const out = join(dist, relative(src, file));
      if (!file.endsWith('.ts')) {
        mkdirSync(dirname(out), { recursive: true });
        return copyFileSync(file, out);
      }
      if (SKIPPED.test(file)) return;
      const { code } = await transformFile(file, { ...options, filename: file, sourceFileName: relative(dirname(out), file) });
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out.replace(/\.ts$/, '.js'), code);
      compiled++;
    }),
  );
}
console.log(`compiled ${compiled} files of ${PACKAGES.length} packages in ${Date.now() - started} ms`);
