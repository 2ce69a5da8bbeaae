import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '@pill/platform/clock';
import { invalid, notFound } from '@pill/platform/errors';
import { HandleMessage } from '@pill/platform/nest/handlers';
import { answer } from '@pill/platform/transport/rpc';
import { SUBMISSION } from '@pill/proto/messages';
import { MAX_WEBHOOKS_PER_LINK } from '@pill/proto/webhook';
import { KnownLinks } from '../read-model/known-links';
import { newSecret } from './signature';
import { refusalOfUrl } from './target-policy';
import { WEBHOOK_SETTINGS, type WebhookSettings } from './webhook-settings';
import { WEBHOOK_STORE, type StoredDelivery, type WebhookStore } from './webhook-store.port';

const LINK_NOT_FOUND = 'Feedback link not found';
const WEBHOOK_NOT_FOUND = 'Webhook not found';
const DELIVERY_LOG_LENGTH = 50;

const logEntry = ({ id, submissionId, attempts, status, lastStatusCode, lastError, nextAttemptAt, updatedAt }: StoredDelivery) => ({
  id,
  submissionId,
  attempts,
  status,
  lastStatusCode,
  lastError,
  nextAttemptAt,
  updatedAt,
});

/** An owner's webhooks of one link: add, list, remove, and each one's delivery log. Another owner's link is not found. */
@Controller()
export class WebhookMessages {
  constructor(
    private readonly links: KnownLinks,
    @Inject(WEBHOOK_STORE) private readonly store: WebhookStore,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  @HandleMessage(SUBMISSION.addWebhook.pattern)
  add(@Payload() raw: unknown) {
    return answer(SUBMISSION.addWebhook, raw, async ({ ownerId, linkId, webhook }) => {
      await this.ownedLink(linkId, ownerId);
      const refusal = refusalOfUrl(webhook.url, this.settings.policy);
      if (refusal) throw invalid(refusal);
      const stored = { id: this.ids.newId(), linkId, url: webhook.url, secret: newSecret(), createdAt: this.clock.now().toISOString() };
      if (!(await this.store.addWebhook(stored, MAX_WEBHOOKS_PER_LINK)))
        throw invalid(`A pill can send to at most ${MAX_WEBHOOKS_PER_LINK} webhooks. Remove one to add another.`);
      return { id: stored.id, url: stored.url, secret: stored.secret };
    });
  }

  @HandleMessage(SUBMISSION.listWebhooks.pattern)
  list(@Payload() raw: unknown) {
    return answer(SUBMISSION.listWebhooks, raw, async ({ ownerId, linkId }) => {
      await this.ownedLink(linkId, ownerId);
      return (await this.store.webhooksOfLink(linkId)).map(({ id, url, createdAt }) => ({ id, url, createdAt }));
    });
  }

  @HandleMessage(SUBMISSION.removeWebhook.pattern)
  remove(@Payload() raw: unknown) {
    return answer(SUBMISSION.removeWebhook, raw, async ({ ownerId, linkId, webhookId }) => {
      await this.ownedLink(linkId, ownerId);
      if (!(await this.store.removeWebhook(linkId, webhookId))) throw notFound(WEBHOOK_NOT_FOUND);
      return { ok: true as const };
    });
  }

  @HandleMessage(SUBMISSION.webhookDeliveries.pattern)
  deliveries(@Payload() raw: unknown) {
    return answer(SUBMISSION.webhookDeliveries, raw, async ({ ownerId, linkId, webhookId }) => {
      await this.ownedLink(linkId, ownerId);
      const webhooks = await this.store.webhooksOfLink(linkId);
      if (!webhooks.some((w) => w.id === webhookId)) throw notFound(WEBHOOK_NOT_FOUND);
      return (await this.store.deliveriesOf(webhookId, DELIVERY_LOG_LENGTH)).map(logEntry);
    });
  }

  private async ownedLink(linkId: string, ownerId: string): Promise<void> {
    if (!(await this.links.isOwnedBy(linkId, ownerId))) throw notFound(LINK_NOT_FOUND);
  }
}
