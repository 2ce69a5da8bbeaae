import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { SUBMISSION } from '@pill/proto/messages';
import { WebhookBody } from '@pill/proto/webhook';
import { parse, pathId } from '../http/parse';
import { CurrentOwner, OwnerGuard, type OwnerRef } from '../owners/owner.guard';

const LINK_NOT_FOUND = 'Feedback link not found';
const WEBHOOK_NOT_FOUND = 'Webhook not found';

/** A link's webhooks (Standard Webhooks): the submission service keeps and sends them, and checks the owner. */
@Controller('api/feedback-links/:id/webhooks')
@UseGuards(OwnerGuard)
export class WebhooksController {
  constructor(private readonly remote: RemoteCaller) {}

  /** 201 with the signing secret, shown this once. */
  @Post()
  add(@CurrentOwner() owner: OwnerRef, @Param('id') id: string, @Body() body: unknown) {
    const linkId = pathId(id, LINK_NOT_FOUND);
    return this.remote.call(SUBMISSION.addWebhook, { ...owner, linkId, webhook: parse(WebhookBody, body) });
  }

  @Get()
  list(@CurrentOwner() owner: OwnerRef, @Param('id') id: string) {
    return this.remote.call(SUBMISSION.listWebhooks, { ...owner, linkId: pathId(id, LINK_NOT_FOUND) });
  }

  @Delete(':webhookId')
  @HttpCode(204)
  async remove(@CurrentOwner() owner: OwnerRef, @Param('id') id: string, @Param('webhookId') webhookId: string) {
    const ids = { linkId: pathId(id, LINK_NOT_FOUND), webhookId: pathId(webhookId, WEBHOOK_NOT_FOUND) };
    await this.remote.call(SUBMISSION.removeWebhook, { ...owner, ...ids });
  }

  /** The last 50 deliveries, most recent first: how each went, never what it said. */
  @Get(':webhookId/deliveries')
  deliveries(@CurrentOwner() owner: OwnerRef, @Param('id') id: string, @Param('webhookId') webhookId: string) {
    const ids = { linkId: pathId(id, LINK_NOT_FOUND), webhookId: pathId(webhookId, WEBHOOK_NOT_FOUND) };
    return this.remote.call(SUBMISSION.webhookDeliveries, { ...owner, ...ids });
  }
}
