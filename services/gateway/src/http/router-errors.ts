import type { FastifyError, FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { SecurityHeaders } from './security-headers';

/** What the router and the HTTP parser refuse, in the client's words; never the request echoed. */
const MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  414: 'The address is too long.',
  431: 'The request headers are too large.',
  500: 'Something went wrong on our side. Please try again.',
};
const BY_CODE: Record<string, string> = { FST_ERR_BAD_URL: 'The address is not valid.' };
const JSON_TYPE = 'application/json; charset=utf-8';

const statusOf = (error: FastifyError) => (error.statusCode && MESSAGES[error.statusCode] ? error.statusCode : 400);

/** Node's HTTP parser gave up on the request: the connection is answered by hand, then closed. */
function parserFailure(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
}

/**
 * Answers given before routing (Fastify's own 400 and 414, Node's parser's 400, 408 and 431)
 * take the `{ message }` shape and the security headers of every other answer.
 */
export function routerErrorOptions(headers: SecurityHeaders) {
  return {
    frameworkErrors: (error: FastifyError, _request: unknown, reply: FastifyReply) => {
      const status = statusOf(error);
      const message = BY_CODE[error.code] ?? MESSAGES[status];
      void reply.code(status).headers(headers).type(JSON_TYPE).send(JSON.stringify({ message }));
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = parserFailure(error);
      const body = JSON.stringify({ message: MESSAGES[status] });
      const fields = { ...headers, 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(body) };
      const lines = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
      const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...lines, 'connection: close'].join('\r\n');
      if (socket.writable) socket.write(`${head}\r\n\r\n${body}`);
      socket.destroy();
    },
  };
}
