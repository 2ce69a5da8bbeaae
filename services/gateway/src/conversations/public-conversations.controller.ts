import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { notFound } from '@pill/platform/errors';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { MessageBody, ReceiptCode } from '@pill/proto/conversation';
import { CONVERSATION } from '@pill/proto/messages';
import { TOPICS } from '@pill/proto/topics';
import { parse } from '../http/parse';
import { ReadYourWrites } from '../http/read-your-writes';
import { hashOfReceiptCode } from './receipt-codes';

const NOT_FOUND = 'Conversation not found. Check that the link is complete.';

/** The respondent's way back, with nothing but their receipt code. Guesses are rate-limited: http/rate-limits. */
@Controller('api/public/conversations')
export class PublicConversationsController {
  constructor(
    private readonly remote: RemoteCaller,
    private readonly writes: ReadYourWrites,
  ) {}

  @Get(':code')
  read(@Param('code') code: string) {
    return this.remote.call(CONVERSATION.forRespondent, { codeHash: codeHashOf(code) });
  }

  @Post(':code/messages')
  reply(@Param('code') code: string, @Body() body: unknown) {
    const codeHash = codeHashOf(code);
    const { text } = parse(MessageBody, body);
    return this.remote.call(CONVERSATION.respondentMessage, { codeHash, text });
  }

  /** Erased like a deleted link's answers, and gone from the owner's pages and analysis before this answers. */
  @Delete(':code')
  @HttpCode(200)
  erase(@Param('code') code: string) {
    const codeHash = codeHashOf(code);
    return this.writes.written(TOPICS.submission, () => this.remote.call(CONVERSATION.erase, { codeHash }));
  }
}

function codeHashOf(code: string): string {
  const parsed = ReceiptCode.safeParse(code);
  if (!parsed.success) throw notFound(NOT_FOUND);
  return hashOfReceiptCode(parsed.data);
}
