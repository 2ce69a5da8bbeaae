import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { createModerator } from './create-moderator';
import { LocalModerator, MODERATION_REFUSAL_MESSAGE } from './local-moderator';
import { OpenAIModerator } from './openai-moderator';
import { REFUSAL_MESSAGES } from './refusal-messages';

const ALL_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
];

type Seen = { method?: string; url?: string; authorization?: string; body: { model?: string; input?: unknown } };

/** A stand-in for POST /v1/moderations answering in the real response shape. */
class ModerationStandIn {
  readonly seen: Seen[] = [];
  /** Categories to flag for inputs containing a phrase; `flagged` can be forced off. */
  flags: Array<{ phrase: string; categories: string[]; flagged?: boolean }> = [];
  mode: 'ok' | 'fail' | 'slow' | 'unauthorized' = 'ok';
  private server!: Server;
  baseURL = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseURL = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  reset(): void {
    this.seen.length = 0;
    this.flags = [];
    this.mode = 'ok';
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? JSON.parse(raw) : {};
    this.seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || req.url !== '/v1/moderations') return this.send(res, 404, { error: { message: 'Not found' } });
    if (this.mode === 'unauthorized')
      return this.send(res, 401, {
        error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
      });
    if (this.mode === 'fail') return this.send(res, 500, { error: { message: 'The server had an error', type: 'server_error' } });
    if (this.mode === 'slow') return void setTimeout(() => this.send(res, 200, this.answer(body.input)), 2000).unref();
    this.send(res, 200, this.answer(body.input));
  }

  private answer(input: string | string[]) {
    const texts = Array.isArray(input) ? input : [input];
    return {
      id: 'modr-standin',
      model: 'omni-moderation-latest',
      results: texts.map((text) => {
        const hit = this.flags.find((f) => text.includes(f.phrase));
        const on = new Set(hit?.categories ?? []);
        // A category the API may add later is sent like the others.
        const keys = [...new Set([...ALL_CATEGORIES, ...on])];
        const categories = Object.fromEntries(keys.map((c) => [c, on.has(c)]));
        const scores = Object.fromEntries(keys.map((c) => [c, on.has(c) ? 0.91 : 0.002]));
        const applied = Object.fromEntries(keys.map((c) => [c, ['text']]));
        return { flagged: hit?.flagged ?? on.size > 0, categories, category_scores: scores, category_applied_input_types: applied };
      }),
    };
  }

  private send(res: ServerResponse, status: number, body: unknown): void {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}

const standIn = new ModerationStandIn();
const warnings: Array<{ details: object; message: string }> = [];
const logger = { warn: (details: object, message: string) => void warnings.push({ details, message }) };

function moderator(timeoutMs = 1000): OpenAIModerator {
  const client = new OpenAI({ apiKey: 'sk-test-standin', baseURL: standIn.baseURL, maxRetries: 0 });
  return new OpenAIModerator(client, { timeoutMs, logger });
}

beforeAll(() => standIn.start());
afterAll(() => standIn.stop());
beforeEach(() => {
  standIn.reset();
  warnings.length = 0;
});

describe('OpenAIModerator against a stand-in moderation endpoint', () => {
  it('asks omni-moderation-latest about the non-empty answers, with the API key', async () => {
    await expect(moderator().check(['Great planning sessions.', '   ', 'More one-to-ones please.'])).resolves.toEqual({ allowed: true });
    expect(standIn.seen).toHaveLength(1);
    expect(standIn.seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/moderations',
      authorization: 'Bearer sk-test-standin',
      body: { model: 'omni-moderation-latest', input: ['Great planning sessions.', 'More one-to-ones please.'] },
    });
  });

  it('lets a report of misconduct through when the model flags only harassment', async () => {
    standIn.flags = [{ phrase: 'she comments on our bodies', categories: ['harassment', 'sexual'] }];
    await expect(moderator().check(['she comments on our bodies'])).resolves.toEqual({ allowed: true });
    expect(standIn.seen).toHaveLength(1);
  });

  it('refuses on harassment, violence, sexual or self-harm flags only when the local classifier agrees', async () => {
    class SecondOpinion extends LocalModerator {
      override async harm(text: string): Promise<number> {
        return text.includes('loser') ? 0.7 : 0.2;
      }
    }
    const client = new OpenAI({ apiKey: 'sk-test-standin', baseURL: standIn.baseURL, maxRetries: 0 });
    const combined = new OpenAIModerator(client, { timeoutMs: 1000, logger, local: new SecondOpinion() });
    standIn.flags = [
      { phrase: 'loser', categories: ['harassment'] },
      { phrase: 'stares', categories: ['sexual'] },
    ];
    await expect(combined.check(['Fine.', 'such a loser, honestly'])).resolves.toMatchObject({
      allowed: false,
      kind: 'harassment',
      index: 1,
    });
    await expect(combined.check(['He stares at the new starters.'])).resolves.toEqual({ allowed: true });
    standIn.flags = [{ phrase: 'tired', categories: ['self-harm', 'self-harm/intent'] }];
    await expect(combined.check(['I am so tired of all this, some days I want to disappear.'])).resolves.toEqual({ allowed: true });
  });

  it('lets a report through when the model flags only violence', async () => {
    standIn.flags = [{ phrase: 'threw a chair', categories: ['violence', 'violence/graphic'] }];
    await expect(moderator().check(['He threw a chair across the room during the retro.'])).resolves.toEqual({ allowed: true });
  });

  it.each([
    ['harassment/threatening', 'threat'],
    ['violence/threatening', 'threat'],
    ['hate', 'hate'],
    ['hate/threatening', 'hate'],
    ['sexual/minors', 'sexual'],
    ['self-harm/instructions', 'self_harm'],
  ] as const)('refuses when the model flags %s, as %s', async (category, kind) => {
    standIn.flags = [{ phrase: 'subtle', categories: [category] }];
    await expect(moderator().check(['fine answer', 'something subtle the rules miss'])).resolves.toEqual({
      allowed: false,
      kind,
      index: 1,
      message: REFUSAL_MESSAGES[kind],
    });
  });

  it('does not refuse on a category the model did not flag overall', async () => {
    standIn.flags = [{ phrase: 'borderline', categories: ['hate'], flagged: false }];
    await expect(moderator().check(['a borderline remark'])).resolves.toEqual({ allowed: true });
  });

  it('refuses on the local rules without asking the model', async () => {
    await expect(moderator().check(['Good sprint.', 'I will kill you'])).resolves.toEqual({
      allowed: false,
      kind: 'threat',
      index: 1,
      message: MODERATION_REFUSAL_MESSAGE,
    });
    expect(standIn.seen).toHaveLength(0);
  });

  it('does not call the model for an empty submission', async () => {
    await expect(moderator().check(['', '  '])).resolves.toEqual({ allowed: true });
    expect(standIn.seen).toHaveLength(0);
  });

  it.each(['fail', 'unauthorized'] as const)('falls back to the local rules when the model answers %s', async (mode) => {
    standIn.mode = mode;
    await expect(moderator().check(['my manager shouts at people in meetings'])).resolves.toEqual({ allowed: true });
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain('shouts');
  });

  it('still refuses on the local rules while the model is down', async () => {
    standIn.mode = 'fail';
    await expect(moderator().check(['you are a worthless piece of shit'])).resolves.toMatchObject({ allowed: false });
  });

  it('gives up on a slow model after the timeout and lets the respondent through', async () => {
    standIn.mode = 'slow';
    const started = Date.now();
    await expect(moderator(200).check(['she comments on our bodies'])).resolves.toEqual({ allowed: true });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(warnings[0].details).toEqual({ reason: 'timeout' });
  });

  it('stops waiting when the caller aborts', async () => {
    standIn.mode = 'slow';
    const caller = new AbortController();
    const started = Date.now();
    const pending = moderator(5000).check(['he was drunk at the offsite'], caller.signal);
    setTimeout(() => caller.abort(), 50);
    await expect(pending).resolves.toEqual({ allowed: true });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('lets the respondent through when the model cannot be reached at all', async () => {
    const client = new OpenAI({ apiKey: 'sk-test', baseURL: 'http://127.0.0.1:9/v1', maxRetries: 0 });
    await expect(new OpenAIModerator(client, { timeoutMs: 1000 }).check(['this is crap work'])).resolves.toEqual({ allowed: true });
  });
});

describe('createModerator', () => {
  it('uses the local rules alone without an API key', async () => {
    expect(createModerator({})).toBeInstanceOf(LocalModerator);
    expect(createModerator({ openaiApiKey: '  ' })).toBeInstanceOf(LocalModerator);
  });

  it('uses OpenAI at the configured base URL when a key is set', async () => {
    const configured = createModerator({ openaiApiKey: 'sk-configured', openaiBaseUrl: standIn.baseURL, timeoutMs: 1000 });
    expect(configured).toBeInstanceOf(OpenAIModerator);
    standIn.flags = [{ phrase: 'subtle', categories: ['hate'] }];
    await expect(configured.check(['something subtle'])).resolves.toMatchObject({ allowed: false });
    expect(standIn.seen[0].authorization).toBe('Bearer sk-configured');
  });
});
