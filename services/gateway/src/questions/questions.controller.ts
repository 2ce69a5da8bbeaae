import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { QUESTION } from '@pill/proto/messages';
import { QuestionBody } from '@pill/proto/question';
import { TOPICS } from '@pill/proto/topics';
import { parse, pathId } from '../http/parse';
import { ReadYourWrites } from '../http/read-your-writes';
import { CurrentOwner, OwnerGuard, type OwnerRef } from '../owners/owner.guard';

/** The owner's question library. A change is answered once the link and submission services show it. */
@Controller('api/questions')
@UseGuards(OwnerGuard)
export class QuestionsController {
  constructor(
    private readonly remote: RemoteCaller,
    private readonly writes: ReadYourWrites,
  ) {}

  @Get('user')
  list(@CurrentOwner() owner: OwnerRef) {
    return this.remote.call(QUESTION.listVisible, owner);
  }

  @Get('categories')
  categories(@CurrentOwner() owner: OwnerRef) {
    return this.remote.call(QUESTION.categories, owner);
  }

  @Post()
  create(@CurrentOwner() owner: OwnerRef, @Body() body: unknown) {
    return this.writes.written(TOPICS.question, () => this.remote.call(QUESTION.create, { ...owner, question: parse(QuestionBody, body) }));
  }

  @Put(':id')
  update(@CurrentOwner() owner: OwnerRef, @Param('id') id: string, @Body() body: unknown) {
    const change = { ...owner, questionId: pathId(id, 'Question not found'), question: parse(QuestionBody, body) };
    return this.writes.written(TOPICS.question, () => this.remote.call(QUESTION.update, change));
  }

  @Delete(':id')
  delete(@CurrentOwner() owner: OwnerRef, @Param('id') id: string) {
    const questionId = pathId(id, 'Question not found');
    return this.writes.written(TOPICS.question, () => this.remote.call(QUESTION.delete, { ...owner, questionId }));
  }
}
