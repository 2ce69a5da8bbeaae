import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PLACEHOLDER =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pill</title></head>' +
  '<body><main><h1>Pill</h1><p>The web app is not built yet. Run <code>npm run build:web</code>.</p></main></body></html>';

/** The built web app: hashed assets cached for a year, `index.html` for client-side routes. */
/** Not pages: metrics live on METRICS_PORT only, and here a 404 says so instead of the app. */
const NOT_PAGES = /^\/metrics(?:[/?]|$)/;

export class WebApp {
  private readonly indexFile: string;

  constructor(private readonly distDir: string) {
    this.indexFile = join(distDir, 'index.html');
  }

  get built(): boolean {
    return existsSync(this.indexFile);
  }

  async install(fastify: FastifyInstance): Promise<void> {
    if (!this.built) return;
    await fastify.register(fastifyStatic, {
      root: this.distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) =>
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }

  /** The web app's page, read afresh so a rebuild needs no restart; a placeholder until it is built. */
  indexHtml(): string {
    return this.built ? readFileSync(this.indexFile, 'utf8') : PLACEHOLDER;
  }

  /** True when the request is a page of the web app (not an API call nor a `.json` file) and was answered. */
  serveIndex(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.url.startsWith('/api/') || NOT_PAGES.test(request.url) || (request.method !== 'GET' && request.method !== 'HEAD'))
      return false;
    // A client asking for a JSON file wants data: a missing one is a 404, not the app's HTML.
    if (request.url.split('?')[0].endsWith('.json')) return false;
    void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(this.indexHtml());
    return true;
  }
}
export const WEB_APP = Symbol('WebApp');
