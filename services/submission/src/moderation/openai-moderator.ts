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

/**
 * Flags the model also raises for honest reports ("she comments on our bodies", "he punched the
 * wall"): they refuse only when the local classifier, read as a second opinion, finds harm at least
 * SECOND_OPINION likely. `self-harm/intent` (a respondent's own distress), `illicit` and
 * `violence/graphic` never refuse.
 */
export const CONFIRMED_CATEGORIES = {
  harassment: 'harassment',
  violence: 'violence',
  sexual: 'sexual',
  'self-harm': 'self_harm',
} as const satisfies Record<string, ModerationKind>;
export const SECOND_OPINION = 0.5;

/** Only what the moderator reports when it falls back; never the respondent's text. */
export type ModerationLogger = { warn(details: object, message: string): void };

export type OpenAIModeratorOptions = { timeoutMs?: number; logger?: ModerationLogger; local?: LocalModerator };

/**
 * The local layers first, then OpenAI's moderation model over all its categories for what they
 * cannot see. When the model is slow or down the local verdict stands, so nothing goes through
 * unmoderated and a respondent is never blocked because the AI is.
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
    const local = await this.local.check(texts);
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
      for (const [i, r] of result.results.entries()) {
        const kind = r.flagged
          ? (flaggedKind(r.categories, REFUSING_CATEGORIES) ?? (await this.confirmedKind(r.categories, texts[sent[i]])))
          : undefined;
        if (kind) return refusal(kind, sent[i]);
      }
      return local;
    } catch (err) {
      this.options.logger?.warn(
        { reason: deadline.aborted ? 'timeout' : signal?.aborted ? 'aborted' : errorName(err) },
        'AI moderation unavailable, local rules only',
      );
      return local;
    }
  }

  /** A flag that honest reports also raise refuses only when the local classifier agrees. */
  private async confirmedKind(categories: OpenAI.Moderation.Categories, text: string): Promise<ModerationKind | undefined> {
    const kind = flaggedKind(categories, CONFIRMED_CATEGORIES);
    return kind && (await this.local.harm(text)) >= SECOND_OPINION ? kind : undefined;
  }
}

/** The kind of the first category of `table` the model flagged, in the table's order. */
function flaggedKind(categories: OpenAI.Moderation.Categories, table: Record<string, ModerationKind>): ModerationKind | undefined {
  const flags = categories as unknown as Record<string, boolean | null | undefined>;
  return Object.entries(table).find(([category]) => flags[category] === true)?.[1];
}

function errorName(err: unknown): string {
  if (err && typeof err === 'object') {
    const status = (err as { status?: unknown }).status;
    return typeof status === 'number' ? `http ${status}` : ((err as { name?: string }).name ?? 'error');
  }
  return 'error';
}
