import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { LinkActivationBody, LinkBody } from '@pill/proto/link';
import { ANALYSIS, LINK, SUBMISSION } from '@pill/proto/messages';
import { ResponsesQuery, TOTAL_HEADERS } from '@pill/proto/submission';
import { TOPICS } from '@pill/proto/topics';
import { parse, pathId } from '../http/parse';
import { ReadYourWrites } from '../http/read-your-writes';
import { LinkNotifications } from '../notifications/link-notifications';
import { CurrentOwner, OwnerGuard, type OwnerRef } from '../owners/owner.guard';
import { ClosingStatus } from './closing-status';

const LINK_NOT_FOUND = 'Feedback link not found';

/** Where the next page of a link's answers is: the same limit and question, from the given cursor. */
export function nextPageUrl(linkId: string, page: ResponsesQuery & { cursor: string }): string {
  const query = new URLSearchParams({ cursor: page.cursor, limit: String(page.limit) });
  if (page.questionId) query.set('questionId', page.questionId);
  return `/api/feedback-links/${encodeURIComponent(linkId)}/responses?${query}`;
}

/** The owner's links, their answers and analytics. Another owner's ids answer 404: each service checks from its own projection. */
@Controller('api')
@UseGuards(OwnerGuard)
export class LinksController {
  constructor(
    private readonly remote: RemoteCaller,
    private readonly writes: ReadYourWrites,
    private readonly closing: ClosingStatus,
    private readonly notifications: LinkNotifications,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The owner's links with their status, response counts and latest hour; counts are left out while the analysis service cannot say. */
  @Get('feedback-links')
  async list(@CurrentOwner() owner: OwnerRef) {
    const links = await this.remote.call(LINK.list, owner);
    const [withStatus, activity] = await Promise.all([
      Promise.all(links.map((link) => this.closing.withStatus(link))),
      this.remote.call(ANALYSIS.activity, { ...owner, linkIds: links.map((l) => l.id) }).catch((err: unknown) => {
        this.logger.warn({ err }, 'dashboard counts unavailable');
        return [];
      }),
    ]);
    const byLink = new Map(activity.map((a) => [a.linkId, a]));
    return withStatus.map((link) => {
      const a = byLink.get(link.id);
      return a ? { ...link, responseCount: a.responses, ...(a.lastResponseAt ? { lastResponseAt: a.lastResponseAt } : {}) } : link;
    });
  }

  @Post('feedback-links')
  create(@CurrentOwner() owner: OwnerRef, @Body() body: unknown) {
    return this.writes.written(TOPICS.link, () => this.remote.call(LINK.create, { ...owner, link: parse(LinkBody, body) }));
  }

  @Get('feedback-links/:id')
  async get(@CurrentOwner() owner: OwnerRef, @Param('id') id: string) {
    return this.closing.withStatus(await this.remote.call(LINK.get, { ...owner, linkId: pathId(id, LINK_NOT_FOUND) }));
  }

  @Put('feedback-links/:id')
  update(@CurrentOwner() owner: OwnerRef, @Param('id') id: string, @Body() body: unknown) {
    const change = { ...owner, linkId: pathId(id, LINK_NOT_FOUND), link: parse(LinkBody, body) };
    return this.writes.written(TOPICS.link, () => this.remote.call(LINK.update, change));
  }

  @Patch('feedback-links/:id')
  setActive(@CurrentOwner() owner: OwnerRef, @Param('id') id: string, @Body() body: unknown) {
    const change = parse(LinkActivationBody, body);
    return this.writes.written(TOPICS.link, () =>
      this.remote.call(LINK.setActive, { ...owner, linkId: pathId(id, LINK_NOT_FOUND), change }),
    );
  }

  @Delete('feedback-links/:id')
  async delete(@CurrentOwner() owner: OwnerRef, @Param('id') id: string) {
    const linkId = pathId(id, LINK_NOT_FOUND);
    const deleted = await this.writes.written(TOPICS.link, () => this.remote.call(LINK.delete, { ...owner, linkId }));
    await this.notifications.forgetLink(linkId);
    return deleted;
  }

  /**
   * One page of answers, newest first; while more remain, `Link: <…?cursor=…>; rel="next"` (RFC 8288) says where the next one is.
   * Every page tells the link's totals over all its answers (whatever the page or question filter) in
   * `X-Total-Count` (answers), `X-Respondent-Count` and `X-Question-Count` (questions answered).
   */
  @Get('feedback-links/:id/responses')
  async responses(
    @CurrentOwner() owner: OwnerRef,
    @Param('id') id: string,
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const linkId = pathId(id, LINK_NOT_FOUND);
    const page = parse(ResponsesQuery, query);
    const { responses, next, totals } = await this.remote.call(SUBMISSION.listForLink, { ...owner, linkId, ...page });
    if (next) reply.header('Link', `<${nextPageUrl(linkId, { ...page, cursor: next })}>; rel="next"`);
    reply.header(TOTAL_HEADERS.responses, String(totals.responses));
    reply.header(TOTAL_HEADERS.respondents, String(totals.respondents));
    reply.header(TOTAL_HEADERS.questions, String(totals.questions));
    return responses;
  }

  @Get('feedback-links/:id/analytics')
  analytics(@CurrentOwner() owner: OwnerRef, @Param('id') id: string) {
    return this.remote.call(ANALYSIS.analytics, { ...owner, linkId: pathId(id, LINK_NOT_FOUND) });
  }

  @Get('feedback-links/:id/unified-analytics')
  unified(@CurrentOwner() owner: OwnerRef, @Param('id') id: string) {
    return this.remote.call(ANALYSIS.unified, { ...owner, linkId: pathId(id, LINK_NOT_FOUND) });
  }

  @Delete('feedback-responses/:id')
  @HttpCode(200)
  deleteResponse(@CurrentOwner() owner: OwnerRef, @Param('id') id: string) {
    const responseId = pathId(id, 'Response not found');
    return this.writes.written(TOPICS.submission, () => this.remote.call(SUBMISSION.deleteResponse, { ...owner, responseId }));
  }
}
