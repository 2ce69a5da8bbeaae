// After `npm run build`: starts the compiled product the way the image does (no TypeScript at run
// time), checks that it serves an owner's first steps, and prints its start time next to the
// development start's (compiling on require), both measured here, now.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const COMPILED = ['--conditions=pill-compiled', '-r', 'reflect-metadata', 'services/embedded/dist/main.js'];
const SOURCES = ['-r', './scripts/register.cjs', 'services/embedded/src/main.ts'];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function start(args) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pill-build-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SAMPLE_PILLS: 'off' };
  const started = Date.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready)
      return { url, ms: Date.now() - started, stop: () => (child.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })) };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('not ready within 60 s');
}

async function ownerFirstSteps(url) {
  const origin = { origin: url, 'content-type': 'application/json' };
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ name: 'Build Check', email: `build-${Date.now()}@example.com`, password: 'a long enough password' }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
  const cookie = signUp.headers.getSetCookie()[0].split(';')[0];
  const body = JSON.stringify({ title: 'Built pill', questionIds: ['default-general-1'] });
  const link = await fetch(`${url}/api/feedback-links`, { method: 'POST', headers: { ...origin, cookie }, body });
  if (link.status !== 201) throw new Error(`creating a pill answered ${link.status}`);
  const page = await fetch(`${url}/f/${(await link.json()).shortCode}`);
  if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) throw new Error('the public page is not served');
}

const compiled = await start(COMPILED);
try {
  await ownerFirstSteps(compiled.url);
} finally {
  compiled.stop();
}
const sources = await start(SOURCES);
sources.stop();
console.log(`compiled product served sign-up, a new pill and its public page; ready in ${compiled.ms} ms`);
console.log(`start to ready: compiled ${compiled.ms} ms, from sources ${sources.ms} ms (${(compiled.ms / sources.ms).toFixed(2)} of it)`);
