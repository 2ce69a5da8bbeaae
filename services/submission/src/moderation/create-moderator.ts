import OpenAI from 'openai';
import { LocalModerator } from './local-moderator';
import type { Moderator } from './moderator.port';
import { OpenAIModerator, type ModerationLogger } from './openai-moderator';

export type ModeratorConfig = { openaiApiKey?: string; openaiBaseUrl?: string; timeoutMs?: number; logger?: ModerationLogger };

/** OpenAI-backed moderation when a key is configured, the local rules alone otherwise. */
export function createModerator(config: ModeratorConfig): Moderator {
  const apiKey = config.openaiApiKey?.trim();
  if (!apiKey) return new LocalModerator();
  const timeoutMs = config.timeoutMs ?? 3000;
  const client = new OpenAI({ apiKey, baseURL: config.openaiBaseUrl?.trim() || undefined, maxRetries: 0, timeout: timeoutMs });
  return new OpenAIModerator(client, { timeoutMs, logger: config.logger });
}
