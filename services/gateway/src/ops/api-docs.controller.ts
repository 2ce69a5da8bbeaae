import { Controller, Get } from '@nestjs/common';
import { asyncApiDocument } from '@pill/proto/asyncapi';
import { openApiDocument } from '@pill/proto/openapi';

/** The API documents for integrators, generated once from the route table and the proto schemas. */
@Controller('api')
export class ApiDocsController {
  private openApi?: Record<string, unknown>;
  private asyncApi?: Record<string, unknown>;

  @Get('openapi.json')
  openApiJson() {
    return (this.openApi ??= openApiDocument());
  }

  @Get('asyncapi.json')
  asyncApiJson() {
    return (this.asyncApi ??= asyncApiDocument());
  }
}
