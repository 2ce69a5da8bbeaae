import type OpenAI from 'openai';
import { LocalModerator } from './local-moderator';
import type { ModerationKind, ModerationVerdict, Moderator } from './moderator.port';
import { refusal } from './refusal-messages';

export const OPENAI_MODERATION_MODEL = 'omni-moderation-latest';

/**
 * The flags that refuse, each with the kind of refusal it means. Plain `harassment` and `violence`
 * are left out on purpose: the model raises them for honest reports of misconduct ("she comments
 * on our bodies"), which must go through.
 * `violence/threatening` is not in today's API (threats come as `harassment/threatening`); it is
 * read if the service ever sends it.
 */
export const REFUSING_CATEGORIES = {
  'violence/threatening': 'threat',
  'harassment/threatening': 'threat',
  hate: 'hate',
  'hate/threatening': 'hate',
  'sexual/minors': 'sexual',
  'self-harm/instructions': 'self_harm',
} as const satisfies Record<string, ModerationKind>;

/** Only what the moderator reports when it falls back; never the respondent's text. */
export type ModerationLogger = { warn(details: object, message: string): void };

export type OpenAIModeratorOptions = { timeoutMs?: number; logger?: ModerationLogger; local?: LocalModerator };

/**
 * Local rules first, then OpenAI's moderation model for what the rules cannot see. When the model
 * is slow or down the local verdict stands: a respondent is never blocked because the AI is.
 */
export class OpenAIModerator implements Moderator {
  private readonly local: LocalModerator;
  private readonly timeoutMs: number;

  constructor(
    private readonly client: OpenAI,
    private readonly options: OpenAIModeratorOptions = {},
  ) {
    this.local = options.local ?? new LocalModerator();
    this.timeoutMs = options.timeoutMs ?? 3000;
  }

  async check(texts: string[], signal?: AbortSignal): Promise<ModerationVerdict> {
    const local = this.local.verdict(texts);
    if (!local.allowed) return local;
    const sent = texts.flatMap((t, index) => (t.trim() === '' ? [] : [index]));
    if (sent.length === 0) return local;
    const input = sent.map((i) => texts[i]);
    const deadline = AbortSignal.timeout(this.timeoutMs);
    try {
      const result = await this.client.moderations.create(
        { model: OPENAI_MODERATION_MODEL, input },
        { signal: signal ? AbortSignal.any([signal, deadline]) : deadline, maxRetries: 0, timeout: this.timeoutMs },
      );
      const at = result.results.findIndex((r) => r.flagged && refusingKind(r.categories));
      return at >= 0 ? refusal(refusingKind(result.results[at].categories)!, sent[at]) : local;
    } catch (err) {
      this.options.logger?.warn(
        { reason: deadline.aborted ? 'timeout' : signal?.aborted ? 'aborted' : errorName(err) },
        'AI moderation unavailable, local rules only',
      );
      return local;
    }
  }
}

/** The kind of the first refusing category the model flagged, in the order above. */
function refusingKind(categories: OpenAI.Moderation.Categories): ModerationKind | undefined {
  const flags = categories as unknown as Record<string, boolean | null | undefined>;
  return Object.entries(REFUSING_CATEGORIES).find(([category]) => flags[category] === true)?.[1];
}

function errorName(err: unknown): string {
  if (err && typeof err === 'object') {
    const status = (err as { status?: unknown }).status;
    return typeof status === 'number' ? `http ${status}` : ((err as { name?: string }).name ?? 'error');
  }
  return 'error';
}
