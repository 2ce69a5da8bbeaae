import { Webhook } from 'standardwebhooks';
import { deliveryId, newSecret, signedHeaders } from './signature';

describe('webhook signatures (Standard Webhooks)', () => {
  const body = JSON.stringify({ type: 'submission.received', data: { answers: [{ question: 'Why?', response: 'Ünïcode ✓' }] } });

  it('makes a whsec_ secret of 24 random bytes, a new one each time', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    expect(newSecret()).not.toBe(secret);
  });

  it('signs so that a Standard Webhooks verifier accepts the body', () => {
    const secret = newSecret();
    const headers = signedHeaders(secret, 'msg_1', new Date(), body);
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('is refused by the verifier for another secret or a changed body', () => {
    const secret = newSecret();
    const headers = signedHeaders(secret, 'msg_1', new Date(), body);
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace('Why', 'How'), headers)).toThrow();
  });

  it('sends the timestamp in unix seconds', () => {
    const headers = signedHeaders(newSecret(), 'msg_1', new Date('2026-03-01T12:00:00.900Z'), body);
    expect(headers['webhook-timestamp']).toBe(String(Date.parse('2026-03-01T12:00:00Z') / 1000));
  });

  it('gives one submission and webhook the same delivery id every time, and another pair another', () => {
    expect(deliveryId('sub-1', 'hook-1')).toBe(deliveryId('sub-1', 'hook-1'));
    expect(deliveryId('sub-1', 'hook-2')).not.toBe(deliveryId('sub-1', 'hook-1'));
    expect(deliveryId('sub-2', 'hook-1')).not.toBe(deliveryId('sub-1', 'hook-1'));
  });
});
