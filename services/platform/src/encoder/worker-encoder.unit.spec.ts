import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANALYSIS_MODEL, type EncoderModel, MODERATION_MODEL } from './model-files';
import { DIMENSIONS } from './sentence-encoder';
import { WorkerEncoder } from './worker-encoder';

const ROOT = join(__dirname, '..', '..', '..', '..');
const row = (m: Float32Array, i: number) => m.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS);
const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

/** Each committed model, with the first numbers of its published vector and how far it separates meanings. */
const MODELS: [string, EncoderModel, number[], { close: number; far: number }][] = [
  // sentence-transformers' published vector starts 0.0677, 0.0635, 0.0487.
  ['all-MiniLM-L6-v2 (moderation)', MODERATION_MODEL, [0.0677, 0.0635, 0.0487], { close: 0.6, far: 0.3 }],
  // The float export's normalised [CLS] vector starts -0.0340, -0.0005, 0.0310.
  ['bge-small-en-v1.5 (analysis)', ANALYSIS_MODEL, [-0.034, -0.0005, 0.031], { close: 0.7, far: 0.45 }],
];

describe.each(MODELS)('the committed %s', (_name, model, published, apart) => {
  const encoder = new WorkerEncoder(model);
  afterAll(() => encoder.close());

  it('is the file its id names', () => {
    expect(createHash('sha256').update(readFileSync(model.file)).digest('hex')).toBe(model.sha256);
    expect(model.id).toContain(model.sha256.slice(0, 12));
    expect(encoder.modelId).toBe(model.id);
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
    // int8 stays near the float model's numbers.
    published.forEach((x, i) => expect(Math.abs(row(v, 0)[i] - x)).toBeLessThan(0.02));
    expect(cos(row(v, 1), row(v, 2))).toBeGreaterThan(apart.close);
    expect(cos(row(v, 1), row(v, 3))).toBeLessThan(apart.far);
  });
});

describe('WorkerEncoder', () => {
  const encoder = new WorkerEncoder(MODERATION_MODEL);
  afterAll(() => encoder.close());

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
      const { ANALYSIS_MODEL } = require('./model-files');
      const encoder = new WorkerEncoder(ANALYSIS_MODEL);
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
