import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from '../../support/free-port';
import { startEmbeddedTarget, startTarget, type Target } from './app';

/** Where mail goes in this run: CI's Mailpit (from the env file), a local binary this suite starts, or none. */
export type MailSource =
  { kind: 'env'; smtpUrl: string; apiUrl: string } | { kind: 'binary'; path: string } | { kind: 'none'; reason: string };

const infraDir = () => process.env.PILL_INFRA_DIR ?? join(homedir(), '.cache', 'pill-infra');

export function mailSource(): MailSource {
  const { SMTP_URL, MAILPIT_API_URL } = process.env;
  if (SMTP_URL && MAILPIT_API_URL) return { kind: 'env', smtpUrl: SMTP_URL, apiUrl: MAILPIT_API_URL };
  const candidates = [
    process.env.MAILPIT_BIN,
    join(infraDir(), 'mailpit', 'bin', 'mailpit'),
    join(homedir(), 'go', 'bin', 'mailpit'),
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'mailpit')),
  ];
  const path = candidates.find((c): c is string => Boolean(c && existsSync(c)));
  if (path) return { kind: 'binary', path };
  return {
    kind: 'none',
    reason: 'no SMTP_URL and MAILPIT_API_URL, and no mailpit binary (bash .ci/provision/cluster-up.sh builds one, or set MAILPIT_BIN)',
  };
}

export type RunningMailpit = { smtpUrl: string; apiUrl: string; stop: () => Promise<void> };

/** Mailpit on loopback ports of its own, in memory, until stopped. */
export async function startMailpit(path: string): Promise<RunningMailpit> {
  const [smtp, http] = [await freePort(), await freePort()];
  const child = spawn(path, ['--smtp', `127.0.0.1:${smtp}`, '--listen', `127.0.0.1:${http}`, '--disable-version-check', '--quiet'], {
    stdio: 'ignore',
  });
  const apiUrl = `http://127.0.0.1:${http}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`mailpit exited with ${child.exitCode}`);
    if (
      await fetch(`${apiUrl}/api/v1/messages`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { smtpUrl: `smtp://127.0.0.1:${smtp}`, apiUrl, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('mailpit did not answer within 20 s');
}

type Summary = { ID: string; To: Array<{ Address: string }>; Subject: string };
export type ReadMail = { subject: string; text: string };

/** The mails Mailpit holds for `address`, read back through its HTTP API. */
export async function mailsTo(apiUrl: string, address: string): Promise<ReadMail[]> {
  const list = (await (await fetch(`${apiUrl}/api/v1/messages?limit=500`)).json()) as { messages: Summary[] };
  const mine = list.messages.filter((m) => m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()));
  return Promise.all(
    mine.map(async (m) => {
      const full = (await (await fetch(`${apiUrl}/api/v1/message/${m.ID}`)).json()) as { Subject: string; Text: string };
      return { subject: full.Subject, text: full.Text };
    }),
  );
}

/**
 * What a mail suite reads: the product's URL and Mailpit's API (set before its tests run), and,
 * when the target is an embedded process (known when tests are defined), its data folder.
 */
export type MailTarget = { base: () => string; apiUrl: () => string; embedded: boolean; dataDir: () => string | undefined };

/**
 * A suite that reads mail back from a real SMTP server: CI's Mailpit with the shared target, or a
 * local Mailpit binary with an embedded target of its own. Without either it fails in CI and says
 * why elsewhere, so a green run never hides an unrun mail suite.
 */
export function describeWithMail(name: string, body: (mail: MailTarget) => void): void {
  const source = mailSource();
  if (source.kind === 'none') {
    describe(`${name} (no SMTP server)`, () => {
      it('runs only against a real SMTP server', () => {
        const message = `${name}: not run: ${source.reason}`;
        if (process.env.CI === 'true') throw new Error(`${message}. CI must provide Mailpit (.ci/provision/cluster-up.sh).`);
        process.stderr.write(`\n  ${message}\n`);
        expect(source.reason).toContain('no ');
      });
    });
    return;
  }
  describe(`${name} (read back from Mailpit)`, () => {
    let mailpit: RunningMailpit | undefined;
    let apiUrl = '';
    let target: Target | undefined;
    beforeAll(async () => {
      if (source.kind === 'env') {
        apiUrl = source.apiUrl;
        target = await startTarget();
      } else {
        mailpit = await startMailpit(source.path);
        apiUrl = mailpit.apiUrl;
        target = await startEmbeddedTarget({ SMTP_URL: mailpit.smtpUrl });
      }
    });
    afterAll(async () => {
      await target?.close();
      await mailpit?.stop();
    });
    body({
      base: () => (target as Target).url,
      apiUrl: () => apiUrl,
      embedded: source.kind === 'binary' || !process.env.PILL_API_URL,
      dataDir: () => target?.dataDir,
    });
  });
}
