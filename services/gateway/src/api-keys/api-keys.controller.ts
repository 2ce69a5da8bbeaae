import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiKeyBody, type ApiKey, type ApiKeyCreated } from '@pill/proto/api-keys';
import { parse, pathId } from '../http/parse';
import { CurrentOwner, OwnerGuard, SessionOnly, type OwnerRef } from '../owners/owner.guard';
import { ApiKeys } from './api-keys';

const NOT_FOUND = 'API key not found';

/** An owner's API keys. Made and revoked only with the owner's session: a key cannot mint or remove keys. */
@Controller('api/api-keys')
@UseGuards(OwnerGuard)
export class ApiKeysController {
  constructor(private readonly keys: ApiKeys) {}

  @Post()
  @SessionOnly()
  create(@CurrentOwner() owner: OwnerRef, @Body() body: unknown): Promise<ApiKeyCreated> {
    return this.keys.create({ userId: owner.ownerId, firstName: owner.ownerName }, parse(ApiKeyBody, body));
  }

  @Get()
  list(@CurrentOwner() owner: OwnerRef): Promise<ApiKey[]> {
    return this.keys.list(owner.ownerId);
  }

  @Delete(':id')
  @SessionOnly()
  @HttpCode(204)
  async revoke(@CurrentOwner() owner: OwnerRef, @Param('id') id: string): Promise<void> {
    await this.keys.revoke(owner.ownerId, pathId(id, NOT_FOUND));
  }
}
