import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { ShortCode } from '@pill/proto/link';
import { LINK } from '@pill/proto/messages';
import { previewOf, withLinkPreview, type LinkPreview } from '../http/link-preview';
import { WEB_APP, type WebApp } from '../http/web-app';
import { PublicLinkCache } from './public-link-cache';

/** A link preview is a nicety: the page is never held longer than this waiting for the link service. */
export const PREVIEW_WAIT_MS = 1500;

/**
 * The public form's page, `/f/{shortCode}`: the web app with the pill's title and link-preview
 * tags, because chat apps read them from the HTML and run no script. An unknown, inactive or slow
 * link gets the web app as it is, with its generic title. No visit is counted here: the form's own
 * read counts it.
 */
@Controller('f')
export class PublicPageController {
  constructor(
    @Inject(WEB_APP) private readonly web: WebApp,
    private readonly remote: RemoteCaller,
    private readonly cache: PublicLinkCache,
  ) {}

  @Get(':shortCode')
  async page(@Param('shortCode') code: string, @Res() reply: FastifyReply): Promise<void> {
    const preview = await this.preview(code);
    const html = this.web.indexHtml();
    void reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(preview ? withLinkPreview(html, preview) : html);
  }

  private async preview(code: string): Promise<LinkPreview | null> {
    const shortCode = ShortCode.safeParse(code);
    if (!shortCode.success) return null;
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), PREVIEW_WAIT_MS);
    });
    const found = this.cache
      .get(shortCode.data, () => this.remote.call(LINK.getPublic, { shortCode: shortCode.data }))
      .then(previewOf, () => null);
    try {
      return await Promise.race([found, slow]);
    } finally {
      clearTimeout(timer);
    }
  }
}
