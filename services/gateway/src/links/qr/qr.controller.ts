import { Controller, Get, Inject, Param, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { CONFIG, type Config } from '@pill/platform/config';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { LINK } from '@pill/proto/messages';
import { pathId } from '../../http/parse';
import { CurrentOwner, OwnerGuard, type OwnerRef } from '../../owners/owner.guard';
import { publicOrigin } from './public-origin';

/** A link's public URL as a QR code to print or show on a screen. */
@Controller('api')
@UseGuards(OwnerGuard)
export class QrController {
  constructor(
    private readonly remote: RemoteCaller,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get('feedback-links/:id/qr.svg')
  async qr(@CurrentOwner() owner: OwnerRef, @Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const link = await this.remote.call(LINK.get, { ...owner, linkId: pathId(id, 'Feedback link not found') });
    const url = `${publicOrigin(request, this.config.PUBLIC_ORIGIN)}/f/${encodeURIComponent(link.shortCode)}`;
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return reply.header('Cache-Control', 'private, max-age=300').type('image/svg+xml').send(svg);
  }
}
