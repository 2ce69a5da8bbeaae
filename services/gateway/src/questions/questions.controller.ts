import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { QUESTION } from '@pill/proto/messages';
import { QuestionBody } from '@pill/proto/question';
import { parse, pathId } from '../http/parse';
import { CurrentOwner, OwnerGuard, type OwnerRef } from '../owners/owner.guard';

@Controller('api/questions')
@UseGuards(OwnerGuard)
export class QuestionsController {
  constructor(private readonly remote: RemoteCaller) {}

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
    return this.remote.call(QUESTION.create, { ...owner, question: parse(QuestionBody, body) });
  }

  @Put(':id')
  update(@CurrentOwner() owner: OwnerRef, @Param('id') id: string, @Body() body: unknown) {
    return this.remote.call(QUESTION.update, {
      ...owner,
      questionId: pathId(id, 'Question not found'),
      question: parse(QuestionBody, body),
    });
  }

  @Delete(':id')
  delete(@CurrentOwner() owner: OwnerRef, @Param('id') id: string) {
    return this.remote.call(QUESTION.delete, { ...owner, questionId: pathId(id, 'Question not found') });
  }
}
