import Fastify, { type FastifyInstance } from 'fastify';
import { ConfigSchema } from '@pill/platform/config';
import { errorBody } from './error-body';
import { clientAddress } from './client-key';
import { installRateLimits, routeLimits, TOO_MANY, TOO_MANY_SIGN_UPS } from './rate-limits';

const silent = { error: () => undefined } as never;

/** A bare Fastify with the gateway's limits on stand-ins of the limited routes. */
async function gateway(env: Record<string, string>): Promise<FastifyInstance> {
  // Loopback may name the client, as a proxy in front of the gateway would.
  const fastify = Fastify({ trustProxy: 'loopback' });
  fastify.setErrorHandler((error, _request, reply) => {
    const { status, message } = errorBody(error, silent);
    void reply.status(status).send({ message });
  });
  await installRateLimits(fastify, routeLimits(ConfigSchema.parse(env)));
  fastify.get('/api/public/feedback-links/:shortCode', async () => ({ ok: true }));
  fastify.post('/api/public/feedback-links/:shortCode/responses', async () => ({ ok: true }));
  fastify.post('/api/auth/sign-up/email', async () => ({ ok: true }));
  fastify.get('/api/feedback-links', async () => ({ ok: true }));
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  return fastify;
}

async function from(fastify: FastifyInstance, client: string, method: 'GET' | 'POST', path: string) {
  const { port } = fastify.server.address() as { port: number };
  const reply = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { 'x-forwarded-for': client } });
  return { status: reply.status, message: ((await reply.json()) as { message?: string }).message };
}

describe('client address', () => {
  it('keys IPv4 as it is, IPv6 on its /64, and IPv4-mapped IPv6 as its IPv4', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe(clientAddress('2001:db8:1:2:ffff:ffff:ffff:fffe'));
    expect(clientAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:3::1')).not.toBe(clientAddress('2001:db8:1:2::1'));
    expect(clientAddress('2001:DB8:1:2::1%eth0')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });
});

describe('per-client rate limits', () => {
  it('lets one /64 share one budget, whichever of its addresses asks', async () => {
    const fastify = await gateway({ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '2' });
    const submit = (ip: string) => from(fastify, ip, 'POST', '/api/public/feedback-links/abc/responses');
    expect((await submit('2001:db8:7:1::1')).status).toBe(200);
    expect((await submit('2001:db8:7:1::2')).status).toBe(200);
    expect(await submit('2001:db8:7:1:dead:beef:0:3')).toEqual({ status: 429, message: TOO_MANY });
    expect((await submit('2001:db8:7:2::1')).status).toBe(200);
    await fastify.close();
  });

  it('counts an IPv4-mapped IPv6 client as its IPv4 address', async () => {
    const fastify = await gateway({ RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '1' });
    const read = (ip: string) => from(fastify, ip, 'GET', '/api/public/feedback-links/abc');
    expect((await read('198.51.100.4')).status).toBe(200);
    expect((await read('::ffff:198.51.100.4')).status).toBe(429);
    await fastify.close();
  });

  it('limits sign-ups per client per hour, with its own message, and leaves other routes alone', async () => {
    const fastify = await gateway({ RATE_LIMIT_SIGN_UPS_PER_HOUR: '2' });
    const signUp = (ip: string) => from(fastify, ip, 'POST', '/api/auth/sign-up/email');
    expect([(await signUp('192.0.2.1')).status, (await signUp('192.0.2.1')).status]).toEqual([200, 200]);
    expect(await signUp('192.0.2.1')).toEqual({ status: 429, message: TOO_MANY_SIGN_UPS });
    expect((await signUp('192.0.2.2')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await from(fastify, '192.0.2.1', 'GET', '/api/feedback-links')).status).toBe(200);
    await fastify.close();
  });

  it('is off at 0', async () => {
    const fastify = await gateway({ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '0', RATE_LIMIT_SIGN_UPS_PER_HOUR: '0' });
    for (let i = 0; i < 30; i++) expect((await from(fastify, '192.0.2.1', 'POST', '/api/auth/sign-up/email')).status).toBe(200);
    await fastify.close();
  });
});
