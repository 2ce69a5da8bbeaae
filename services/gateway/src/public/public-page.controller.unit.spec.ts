import type { FastifyReply } from 'fastify';
import { DomainError } from '@pill/platform/errors';
import type { RemoteCaller } from '@pill/platform/transport/rpc';
import type { WebApp } from '../http/web-app';
import { PublicLinkCache } from './public-link-cache';
import { PREVIEW_WAIT_MS, PublicPageController } from './public-page.controller';

// web-app.ts serves files with @fastify/static, an ES module Jest cannot load; the page needs none of it.
jest.mock('@fastify/static', () => ({}));

const INDEX = '<html><head><title>Pill - Anonymous Feedback</title></head><body></body></html>';
const LINK = { linkId: 'link-1', ownerId: 'owner-1', title: 'Team Retro', subtitle: 'How did it go?', questions: [] };

/** The page for `code` with the link service answering `answer`; what the browser would receive. */
async function page(code: string, answer: () => Promise<unknown>) {
  const asked: string[] = [];
  const remote = { call: (_: unknown, payload: { shortCode: string }) => (asked.push(payload.shortCode), answer()) };
  const web = { indexHtml: () => INDEX } as WebApp;
  const subject = new PublicPageController(web, remote as unknown as RemoteCaller, new PublicLinkCache());
  const sent: { status?: number; type?: string; body?: string } = {};
  const reply = {
    status: (s: number) => ((sent.status = s), reply),
    type: (t: string) => ((sent.type = t), reply),
    header: () => reply,
    send: (b: string) => ((sent.body = b), reply),
  };
  await subject.page(code, reply as unknown as FastifyReply);
  return { ...sent, asked };
}

describe('the public form page', () => {
  it('carries the pill’s title in the HTML', async () => {
    const sent = await page('abcd1234', async () => LINK);
    expect(sent).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', asked: ['abcd1234'] });
    expect(sent.body).toContain('<title>Team Retro</title>');
    expect(sent.body).toContain('<meta property="og:description" content="How did it go?" />');
  });

  it('serves the generic page for an unknown code', async () => {
    const sent = await page('abcd1234', () => Promise.reject(new DomainError('NOT_FOUND', 'gone')));
    expect(sent).toMatchObject({ status: 200, body: INDEX });
  });

  it('never asks the link service about a code that cannot be one', async () => {
    const sent = await page('../etc', async () => LINK);
    expect(sent).toMatchObject({ status: 200, body: INDEX, asked: [] });
  });

  it(`serves the generic page after ${PREVIEW_WAIT_MS} ms when the link service is slow`, async () => {
    jest.useFakeTimers();
    try {
      const pending = page('abcd1234', () => new Promise(() => undefined));
      await jest.advanceTimersByTimeAsync(PREVIEW_WAIT_MS - 1);
      let done = false;
      void pending.then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ status: 200, body: INDEX });
    } finally {
      jest.useRealTimers();
    }
  });
});
