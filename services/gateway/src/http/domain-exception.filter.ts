import { ArgumentsHost, Catch, ExceptionFilter, Inject, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { errorBody } from './error-body';
import { WEB_APP, type WebApp } from './web-app';

/**
 * Errors thrown inside Nest take the same `{ message }` shape as Fastify's own; an unmatched
 * page path is the web app's client-side route and gets `index.html`.
 */
@Catch()
export class DomainExceptionFilter implements ExceptionFilter {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(WEB_APP) private readonly web: WebApp,
  ) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    if (error instanceof NotFoundException && this.web.serveIndex(http.getRequest<FastifyRequest>(), reply)) return;
    const notFound = error instanceof NotFoundException;
    const { status, message, refusal } = notFound ? { status: 404, message: 'Not found' } : errorBody(error, this.logger);
    void reply
      .status(status)
      .type('application/json')
      .send({ message, ...refusal });
  }
}
