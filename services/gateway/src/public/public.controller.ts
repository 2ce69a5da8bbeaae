import { Body, Controller, Get, Headers, Inject, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CONFIG, type Config } from '@pill/platform/config';
import { notFound } from '@pill/platform/errors';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { PublicLink, ShortCode } from '@pill/proto/link';
import { LINK, SUBMISSION } from '@pill/proto/messages';
import type { SubmitReply } from '@pill/proto/conversation';
import { IdempotencyKey, SubmissionBody, type SubmissionAccepted } from '@pill/proto/submission';
import { hashOfReceiptCode, newReceiptCode, receiptUrl } from '../conversations/receipt-codes';
import { parse } from '../http/parse';
import { ClosingStatus } from '../links/closing-status';
import { PublicLinkCache, type RoutedPublicLink } from './public-link-cache';
import { RecaptchaVerifier } from './recaptcha';
import { SubmissionsInFlight } from './submissions-in-flight';
import { VisitCounter } from './visit-counter';

const NOT_FOUND = "This feedback link doesn't exist or has been deactivated.";

/** What respondents use: no account, nothing about them stored or logged. Rate limits: http/rate-limits. */
@Controller('api/public/feedback-links')
export class PublicController {
  constructor(
    private readonly remote: RemoteCaller,
    private readonly cache: PublicLinkCache,
    private readonly captcha: RecaptchaVerifier,
    private readonly visits: VisitCounter,
    private readonly inFlight: SubmissionsInFlight,
    private readonly closing: ClosingStatus,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get(':shortCode')
  async view(@Param('shortCode') code: string, @Req() request: FastifyRequest): Promise<PublicLink> {
    const link = await this.load(code);
    await this.closing.requireOpen(link.linkId, link);
    this.visits.count(link.linkId, request.ip);
    return PublicLink.parse(link);
  }

  /** Answers `{ id, submittedAt, receipt: { code, url } }`: the code is minted here and only its hash goes on. */
  @Post(':shortCode/responses')
  async submit(
    @Param('shortCode') code: string,
    @Body() body: unknown,
    @Headers('idempotency-key') key: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<SubmitReply> {
    const submission = parse(SubmissionBody, body);
    const idempotencyKey = key === undefined ? undefined : parse(IdempotencyKey, key);
    const link = await this.load(code);
    // The submission service refuses a closed link too (and counts atomically); this spares the captcha.
    await this.closing.requireOpen(link.linkId, link);
    const receiptCode = newReceiptCode();
    const codeHash = hashOfReceiptCode(receiptCode);
    const withReceipt = (accepted: SubmissionAccepted): SubmitReply => ({
      ...accepted,
      receipt: { code: receiptCode, url: receiptUrl(this.config.PUBLIC_ORIGIN, request, receiptCode) },
    });
    try {
      await this.captcha.verify(submission.recaptchaToken);
    } catch (err) {
      // A retry of a stored submit fails verification (its single-use token is spent): it answers as the first did.
      const earlier = idempotencyKey
        ? await this.remote.call(SUBMISSION.findAccepted, { linkId: link.linkId, idempotencyKey, codeHash })
        : null;
      if (earlier) return withReceipt(earlier);
      throw err;
    }
    const accepted = await this.inFlight.send(() =>
      this.remote.call(SUBMISSION.submit, {
        link: { linkId: link.linkId },
        submission: { responses: submission.responses, respondentName: submission.respondentName },
        ...(idempotencyKey ? { idempotencyKey } : {}),
        codeHash,
      }),
    );
    return withReceipt(accepted);
  }

  private load(code: string): Promise<RoutedPublicLink> {
    const shortCode = ShortCode.safeParse(code);
    if (!shortCode.success) throw notFound(NOT_FOUND);
    return this.cache.get(shortCode.data, () => this.remote.call(LINK.getPublic, { shortCode: shortCode.data }));
  }
}
