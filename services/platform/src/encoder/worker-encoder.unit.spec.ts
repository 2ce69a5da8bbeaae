import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODEL_FILE, MODEL_ID, MODEL_SHA256 } from './model-files';
import { DIMENSIONS } from './sentence-encoder';
import { WorkerEncoder } from './worker-encoder';

const ROOT = join(__dirname, '..', '..', '..', '..');
const row = (m: Float32Array, i: number) => m.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS);
const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

describe('WorkerEncoder', () => {
  const encoder = new WorkerEncoder();
  afterAll(() => encoder.close());

  it('runs the committed model, named by its hash', () => {
    expect(createHash('sha256').update(readFileSync(MODEL_FILE)).digest('hex')).toBe(MODEL_SHA256);
    expect(MODEL_ID).toContain(MODEL_SHA256.slice(0, 12));
  });

  it('gives unit vectors close to the published ones and closer for closer meanings', async () => {
    const v = await encoder.embed([
      'This is an example sentence',
      'The planning meeting always runs long.',
      'Our weekly planning meetings overrun every time.',
      'The forklift has no working brakes.',
    ]);
    expect(v).toHaveLength(4 * DIMENSIONS);
    expect(cos(row(v, 0), row(v, 0))).toBeCloseTo(1, 4);
    // sentence-transformers' published vector starts 0.0677, 0.0635, 0.0487; int8 stays near it.
    expect(Array.from(row(v, 0).slice(0, 3)).map((x) => Math.round(x * 100) / 100)).toEqual([0.06, 0.08, 0.05]);
    expect(cos(row(v, 1), row(v, 2))).toBeGreaterThan(0.6);
    expect(cos(row(v, 1), row(v, 3))).toBeLessThan(0.3);
  });

  it('gives a text the same vector whatever it is sent with', async () => {
    const alone = await encoder.embed(['The chipper guard was off all afternoon.']);
    const together = await encoder.embed([
      'Something else entirely, and longer than the other one.',
      'The chipper guard was off all afternoon.',
    ]);
    expect(Array.from(row(together, 1))).toEqual(Array.from(alone));
  });

  it('answers an interactive request before a long background backlog finishes', async () => {
    const order: string[] = [];
    const backlog = encoder
      .embed(Array.from({ length: 200 }, (_, i) => `background answer ${i} about rotas and pay`))
      .then(() => order.push('background'));
    const urgent = encoder.embed(['I will find where you live'], 'interactive').then(() => order.push('interactive'));
    await Promise.all([backlog, urgent]);
    expect(order).toEqual(['interactive', 'background']);
  });

  it('starts a new thread after close', async () => {
    await encoder.close();
    expect(await encoder.embed(['still works'])).toHaveLength(DIMENSIONS);
  });
});

describe('closing the encoder while it runs', () => {
  it('lets the chunk under way finish, so the process exits cleanly instead of aborting', () => {
    // A process of its own: the abort this guards against would take the test runner down with it.
    const script = `
      const { WorkerEncoder } = require('./worker-encoder');
      const encoder = new WorkerEncoder();
      (async () => {
        await encoder.embed(['warm up']);
        const texts = Array.from({ length: 64 }, (_, i) => 'a longer answer about the rota and the breaks, number ' + i);
        encoder.embed(texts).catch(() => undefined);
        await new Promise((r) => setTimeout(r, 30));
        await encoder.close();
        process.exit(0);
      })();`;
    const run = spawnSync(process.execPath, ['-r', join(ROOT, 'scripts/register.cjs'), '-e', script], { cwd: __dirname, encoding: 'utf8' });
    expect({ status: run.status, signal: run.signal, stderr: run.stderr.trim() }).toEqual({ status: 0, signal: null, stderr: '' });
  });
});
