import { spawnSync } from 'node:child_process';
import { createLink, submit } from '../api/support/builders';
import { Client, eventually, signUpOwner } from '../api/support/http';
import { ROOT, type RunningCluster } from './cluster-processes';

const REBUILT = ['link', 'question', 'submission', 'analysis'];

/** What an owner reads from each service's read models, in a stable order. */
async function ownerView(owner: Client, linkId: string): Promise<string> {
  const read = async (path: string) => {
    const reply = await owner.get(path);
    return { path, status: reply.status, body: reply.body as unknown };
  };
  const views = [
    await read('/api/feedback-links'),
    await read(`/api/feedback-links/${linkId}`),
    await read(`/api/feedback-links/${linkId}/responses?limit=500`),
    await read(`/api/feedback-links/${linkId}/analytics`),
    await read('/api/questions/user'),
    await read('/api/questions/categories'),
  ];
  return JSON.stringify(views, (_key, value) => (Array.isArray(value) ? [...value].sort(byJson) : value), 1);
}
const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

/**
 * Drops the read models of four services of a running cluster and rebuilds them from the event
 * stores with `npm run rebuild`: what the owner reads afterwards must be exactly what it was.
 */
export async function runRebuildTest(cluster: RunningCluster): Promise<boolean> {
  const owner = await signUpOwner(() => cluster.url, 'Rebuild Owner');
  const question = await owner.post('/api/questions', { text: 'What would you keep?', category: 'Custom' });
  const link = await createLink(owner, { questionIds: ['default-general-1', question.body.id] });
  const respondent = new Client(() => cluster.url);
  for (let i = 0; i < 5; i++) {
    const answers = [{ questionId: 'default-general-1', response: `Rebuild answer ${i}: the retro notes help.` }];
    if ((await submit(respondent, link.shortCode, answers)).status !== 201) throw new Error('a submission was refused');
  }
  await eventually(
    () => owner.get(`/api/feedback-links/${link.id}/analytics`),
    (r) => r.body?.totalResponses === 5,
    30_000,
  );
  // The AI analysis follows the answers after a quiet period: wait until nothing changes any more.
  let before = await ownerView(owner, link.id);
  for (let settled = false; !settled;) {
    await new Promise((r) => setTimeout(r, 2_000));
    const again = await ownerView(owner, link.id);
    settled = again === before;
    before = again;
  }

  const started = Date.now();
  const run = spawnSync(process.execPath, ['-r', './scripts/register.cjs', 'scripts/rebuild-read-models.ts', ...REBUILT], {
    cwd: ROOT,
    env: { ...process.env, PILL_NAMESPACE: cluster.namespace },
    encoding: 'utf8',
  });
  process.stdout.write(run.stdout + run.stderr);
  const dropped = REBUILT.every((s) => new RegExp(`^${s}: dropped .*rm_`, 'm').test(run.stdout));
  if (run.status !== 0 || !dropped) {
    process.stdout.write(`rebuild: the command failed (exit ${run.status}) or dropped no read model\n`);
    return false;
  }
  let after = '';
  await eventually(
    async () => (after = await ownerView(owner, link.id)),
    (view) => view === before,
    60_000,
  );
  const same = after === before;
  process.stdout.write(
    `rebuild: ${same ? 'the owner reads exactly what they read before' : 'the rebuilt read models differ'}, ${Date.now() - started} ms\n`,
  );
  if (!same) process.stdout.write(`before:\n${before}\nafter:\n${after}\n`);
  return same;
}
