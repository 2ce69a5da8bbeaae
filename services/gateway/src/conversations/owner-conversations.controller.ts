import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { MessageBody } from '@pill/proto/conversation';
import { CONVERSATION } from '@pill/proto/messages';
import { TOPICS } from '@pill/proto/topics';
import { parse, pathId } from '../http/parse';
import { ReadYourWrites } from '../http/read-your-writes';
import { CurrentOwner, OwnerGuard, type OwnerRef } from '../owners/owner.guard';

const NOT_FOUND = 'Conversation not found';

/** An owner's side of their submissions' conversations; another owner's ids answer 404. Never the receipt code. */
@Controller('api')
@UseGuards(OwnerGuard)
export class OwnerConversationsController {
  constructor(
    private readonly remote: RemoteCaller,
    private readonly writes: ReadYourWrites,
  ) {}

  /** Reading the thread marks it read. */
  @Get('submissions/:submissionId/messages')
  read(@CurrentOwner() owner: OwnerRef, @Param('submissionId') id: string) {
    return this.remote.call(CONVERSATION.forOwner, { ownerId: owner.ownerId, submissionId: pathId(id, NOT_FOUND) });
  }

  @Post('submissions/:submissionId/messages')
  reply(@CurrentOwner() owner: OwnerRef, @Param('submissionId') id: string, @Body() body: unknown) {
    const submissionId = pathId(id, NOT_FOUND);
    const { text } = parse(MessageBody, body);
    return this.writes.written(TOPICS.submission, () =>
      this.remote.call(CONVERSATION.ownerMessage, { ownerId: owner.ownerId, submissionId, text }),
    );
  }

  /** The link's submissions that have messages, with whether the respondent wrote since the owner last read. */
  @Get('feedback-links/:id/conversations')
  threads(@CurrentOwner() owner: OwnerRef, @Param('id') id: string) {
    return this.remote.call(CONVERSATION.threadsOfLink, { ownerId: owner.ownerId, linkId: pathId(id, 'Feedback link not found') });
  }
}
