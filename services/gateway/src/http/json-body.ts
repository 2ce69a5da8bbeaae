import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

const rawBodies = new WeakMap<object, string>();
/** The body as sent, for a signature over its exact bytes (webhooks). */
export const rawBodyOf = (request: object): string | undefined => rawBodies.get(request);

/**
 * JSON bodies: an empty body reads as none, prototype-poisoning keys are dropped, and anything
 * unparsable is a 400 with a message, never a 500.
 */
export function installJsonBody(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request, text);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
}
