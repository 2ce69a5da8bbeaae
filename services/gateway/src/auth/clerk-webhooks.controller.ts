import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { CONFIG, type Config } from '@pill/platform/config';
import { DomainError, invalid } from '@pill/platform/errors';
import { ClerkWebhookEvent } from '@pill/proto/auth';
import { rawBodyOf } from '../http/json-body';
import { parse } from '../http/parse';
import { AccountDeletion } from '../owners/account-deletion';

const BAD_SIGNATURE = 'The webhook signature could not be verified.';

/** Svix (how Clerk signs) names Standard Webhooks' headers with its own prefix; either is read. */
function signatureHeaders(request: FastifyRequest): Record<string, string> {
  const header = (name: string) => String(request.headers[`webhook-${name}`] ?? request.headers[`svix-${name}`] ?? '');
  return { 'webhook-id': header('id'), 'webhook-timestamp': header('timestamp'), 'webhook-signature': header('signature') };
}

/** Clerk tells us of users deleted at Clerk: their data here is erased as if they had deleted it themselves. */
@Controller()
export class ClerkWebhooksController {
  private readonly webhook: Webhook | undefined;

  constructor(
    private readonly deletion: AccountDeletion,
    @Inject(CONFIG) config: Config,
  ) {
    const secret = config.AUTH_PROVIDER === 'clerk' ? config.CLERK_WEBHOOK_SIGNING_SECRET : undefined;
    this.webhook = secret ? new Webhook(secret) : undefined;
  }

  @Post('api/clerk/webhooks')
  @HttpCode(204)
  async receive(@Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    if (!this.webhook) throw new DomainError('NOT_FOUND', 'Clerk webhooks are not configured (CLERK_WEBHOOK_SIGNING_SECRET).');
    try {
      // Verified over the bytes as sent; the timestamp must be within five minutes, so a replay is refused.
      this.webhook.verify(rawBodyOf(request) ?? '', signatureHeaders(request));
    } catch {
      throw invalid(BAD_SIGNATURE);
    }
    const event = parse(ClerkWebhookEvent, body);
    if (event.type === 'user.deleted' && event.data.id) await this.deletion.erase(event.data.id);
  }
}
