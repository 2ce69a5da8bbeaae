import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startCluster, type ProcessName, type RunningCluster } from './cluster-processes';

const SUBMISSIONS = Number(process.env.FAULT_SUBMISSIONS ?? 300);
const SPACING_MS = 100; // 300 submissions over about 30 s
const GIVE_UP_MS = Number(process.env.FAULT_GIVE_UP_MS ?? 180_000); // a respondent who keeps retrying with the same key for 3 minutes
const KAFKA_PID = join(process.env.PILL_INFRA_DIR ?? join(homedir(), '.cache', 'pill-infra'), 'kafka', 'kafka.pid');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outcome {
  key: string;
  text: string;
  attempts: number;
  accepted: boolean;
  last?: string;
}

async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: any; cookie?: string; next?: string }> {
  const r = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await r.text();
  const next = /^<([^>]+)>; rel="next"$/.exec(r.headers.get('link') ?? '')?.[1];
  return { status: r.status, body: text ? JSON.parse(text) : undefined, cookie: r.headers.getSetCookie?.()[0]?.split(';')[0], next };
}

/** Every answer of a link, page after page, following the Link headers; the first failed page's status otherwise. */
async function everyAnswer(
  base: string,
  linkId: string,
  init: RequestInit,
): Promise<{ status: number; body: Array<{ response: string }> }> {
  const body: Array<{ response: string }> = [];
  for (let url: string | undefined = `${base}/api/feedback-links/${linkId}/responses?limit=500`; url;) {
    const page = await json(url, init);
    if (page.status !== 200) return { status: page.status, body: [] };
    body.push(...page.body);
    url = page.next ? base + page.next : undefined;
  }
  return { status: 200, body };
}

/** A respondent: posts once, and on any failure posts again with the same Idempotency-Key. */
async function respondent(base: string, shortCode: string, i: number): Promise<Outcome> {
  const outcome: Outcome = { key: `fault-${i}-${randomUUID()}`, text: `Fault test answer ${i}`, attempts: 0, accepted: false };
  const until = Date.now() + GIVE_UP_MS;
  while (!outcome.accepted && Date.now() < until) {
    outcome.attempts++;
    try {
      const r = await json(`${base}/api/public/feedback-links/${shortCode}/responses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': outcome.key },
        body: JSON.stringify({ responses: [{ questionId: 'default-general-1', response: outcome.text }] }),
      });
      outcome.accepted = r.status >= 200 && r.status < 300;
      outcome.last = `${r.status} ${r.status >= 300 ? JSON.stringify(r.body).slice(0, 80) : ''}`;
    } catch (error) {
      outcome.last = (error as Error).name; // refused or timed out: the same key again
    }
    // Backing off like a polite client: a retry storm would keep a recovering cluster saturated.
    if (!outcome.accepted) await sleep(Math.min(1_000 * 2 ** (outcome.attempts - 1), 15_000) * (0.5 + Math.random()));
  }
  return outcome;
}

async function restartKafka(): Promise<string> {
  if (!existsSync(KAFKA_PID)) return 'skipped: Kafka was not started by .ci/provision (no pid file)';
  const script = 'source .ci/provision/lib.sh && source .ci/provision/kafka.sh && kafka_stop && kafka_start && kafka_wait 120';
  const started = Date.now();
  const r = spawnSync('bash', ['-c', script], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`Kafka did not restart: ${r.stderr}`);
  return `restarted in ${Date.now() - started} ms`;
}

async function crash(cluster: RunningCluster, name: ProcessName, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  await cluster.kill(name);
  await cluster.start(name);
  log(`SIGKILL ${name}: ready again after ${Date.now() - started} ms`);
}

/**
 * Steady public submissions while the submission, analysis and link processes are killed with
 * SIGKILL and restarted (the first two with a second replica running), and Kafka restarts once. Every submission that got a 2xx must be stored
 * exactly once and counted exactly once. Returns false (and says why) when it is not so.
 */
export async function runFaultTest(log: (line: string) => void = (l) => process.stdout.write(`[fault] ${l}\n`)): Promise<boolean> {
  const cluster = await startCluster({
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '0',
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
    RATE_LIMIT_SIGN_UPS_PER_HOUR: '0',
    ANALYSIS_QUIET_PERIOD_MS: '2000',
  });
  try {
    const base = cluster.url;
    const signUp = await json(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Fay', email: `fault-${randomUUID()}@example.com`, password: 'a long enough password' }),
    });
    const owner = { cookie: signUp.cookie ?? '' };
    const link = await json(`${base}/api/feedback-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie, origin: base },
      body: JSON.stringify({ title: 'Fault test', questionIds: ['default-general-1'] }),
    });
    if (link.status !== 201) throw new Error(`create link: ${link.status} ${JSON.stringify(link.body)}`);
    const { id: linkId, shortCode } = link.body as { id: string; shortCode: string };
    // Second replicas of the services that are killed first: they share the work and take over.
    for (const name of ['submission', 'analysis'] as const) log(`started ${await cluster.addReplica(name)}`);

    const started = Date.now();
    const sending = (async () => {
      const all: Array<Promise<Outcome>> = [];
      for (let i = 0; i < SUBMISSIONS; i++) {
        all.push(respondent(base, shortCode, i));
        await sleep(SPACING_MS);
      }
      return Promise.all(all);
    })();
    const faults = (async () => {
      await sleep(4_000);
      await crash(cluster, 'submission', log);
      await sleep(3_000);
      await crash(cluster, 'analysis', log);
      await sleep(3_000);
      await crash(cluster, 'link', log);
      await sleep(2_000);
      log(`Kafka ${await restartKafka()}`);
    })();
    const [outcomes] = await Promise.all([sending, faults]);
    const accepted = outcomes.filter((o) => o.accepted);
    const retried = outcomes.filter((o) => o.attempts > 1).length;
    const reasons = new Map<string, number>();
    for (const o of outcomes.filter((x) => !x.accepted)) reasons.set(o.last ?? '', (reasons.get(o.last ?? '') ?? 0) + 1);
    for (const [reason, n] of reasons) log(`gave up after ${reason}: ${n}`);
    const gaveUp = outcomes.length - accepted.length;
    log(
      `sent ${outcomes.length} in ${Date.now() - started} ms: ${accepted.length} accepted (${retried} needed a retry), ${gaveUp} gave up`,
    );

    const owned = { headers: { cookie: owner.cookie } };
    const read = async () => {
      const [list, analytics] = await Promise.all([
        everyAnswer(base, linkId, owned),
        json(`${base}/api/feedback-links/${linkId}/analytics`, owned),
      ]);
      const counted = analytics.status === 200 ? (analytics.body.totalResponses as number) : -1;
      const answered = `${analytics.status} ${JSON.stringify(analytics.body ?? '').slice(0, 120)}`;
      return { texts: (list.status === 200 ? list.body : []).map((r: { response: string }) => r.response) as string[], counted, answered };
    };
    const until = Date.now() + 120_000;
    let seen = await read().catch((e: Error) => ({ texts: [] as string[], counted: -1, answered: e.name }));
    while ((seen.texts.length < accepted.length || seen.counted < accepted.length) && Date.now() < until) {
      await sleep(500);
      seen = await read().catch(() => seen);
    }
    await sleep(2_000); // anything late and doubled would show now
    seen = await read();
    const copies = new Map<string, number>();
    for (const t of seen.texts) copies.set(t, (copies.get(t) ?? 0) + 1);
    const missing = accepted.filter((o) => !copies.has(o.text)).length;
    const doubled = [...copies.values()].filter((n) => n > 1).length;
    log(`stored ${seen.texts.length} (${missing} accepted ones missing, ${doubled} stored twice), counted ${seen.counted}`);
    if (seen.counted !== accepted.length) log(`analytics answered ${seen.answered}`);
    const failures = [
      accepted.length === 0 ? 'nothing was accepted' : '',
      outcomes.length !== SUBMISSIONS ? 'not every submission was sent' : '',
      missing > 0 ? `${missing} accepted submissions are not stored` : '',
      doubled > 0 ? `${doubled} submissions are stored more than once` : '',
      seen.texts.length !== accepted.length ? `stored ${seen.texts.length}, accepted ${accepted.length}` : '',
      seen.counted !== accepted.length ? `analytics counts ${seen.counted}, accepted ${accepted.length}` : '',
      accepted.length < outcomes.length ? `${outcomes.length - accepted.length} respondents never got an answer in ${GIVE_UP_MS} ms` : '',
    ].filter(Boolean);
    for (const f of failures) log(`FAIL: ${f}`);
    if (failures.length === 0) log('ok: every accepted submission is stored once and counted once');
    else tellOutputs(cluster, log);
    return failures.length === 0;
  } catch (error) {
    log(`FAIL: ${(error as Error).message}`);
    tellOutputs(cluster, log);
    return false;
  } finally {
    await cluster.stop();
  }
}

function tellOutputs(cluster: RunningCluster, log: (line: string) => void): void {
  for (const p of ['submission', 'submission-2', 'analysis', 'analysis-2', 'link', 'gateway'] as const) {
    log(`${p} said:\n${cluster.output(p).slice(-3_000)}`);
  }
}

if (require.main === module) runFaultTest().then((ok) => process.exit(ok ? 0 : 1));
