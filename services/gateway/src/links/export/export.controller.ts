import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { ExportQuery, type ExportRow } from '@pill/proto/export';
import { LINK, SUBMISSION } from '@pill/proto/messages';
import { RESPONSES_PAGE, type ResponsesPage } from '@pill/proto/submission';
import { parse, pathId } from '../../http/parse';
import { CurrentOwner, OwnerGuard, type OwnerRef } from '../../owners/owner.guard';
import { EXPORT_BODIES } from './export-body';
import { titleSlug, toExportRow } from './export-rows';

const LINK_NOT_FOUND = 'Feedback link not found';

/** A link's answers as a download, read page by page from the submission service (so its anonymity threshold holds here too). */
@Controller('api')
@UseGuards(OwnerGuard)
export class ExportController {
  constructor(private readonly remote: RemoteCaller) {}

  @Get('feedback-links/:id/export')
  async export(@CurrentOwner() owner: OwnerRef, @Param('id') id: string, @Query() query: unknown, @Res() reply: FastifyReply) {
    const linkId = pathId(id, LINK_NOT_FOUND);
    const { format } = parse(ExportQuery, query);
    const link = await this.remote.call(LINK.get, { ...owner, linkId });
    const readPage = (cursor?: string) =>
      this.remote.call(SUBMISSION.listForLink, { ...owner, linkId, limit: RESPONSES_PAGE.defaultLimit, ...(cursor ? { cursor } : {}) });
    // The first page is read before the headers go out, so a refusal is still an ordinary error answer.
    const first = await readPage();
    const { type, body } = EXPORT_BODIES[format];
    return reply
      .header('Content-Disposition', `attachment; filename="${titleSlug(link.title)}-responses.${format}"`)
      .header('Cache-Control', 'no-store')
      .type(type)
      .send(body(exportRows(first, readPage)));
  }
}

async function* exportRows(first: ResponsesPage, readPage: (cursor: string) => Promise<ResponsesPage>): AsyncGenerator<ExportRow> {
  for (let page: ResponsesPage | undefined = first; page; page = page.next ? await readPage(page.next) : undefined) {
    for (const answer of page.responses) yield toExportRow(answer);
  }
}
