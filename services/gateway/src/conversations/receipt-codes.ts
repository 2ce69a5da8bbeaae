import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** 128 random bits, URL-safe: 22 characters of base64url. */
export const newReceiptCode = (): string => randomBytes(16).toString('base64url');

/** All that leaves the gateway of a receipt code: services store and look up only this. */
export const hashOfReceiptCode = (code: string): string => createHash('sha256').update(code).digest('base64url');

/**
 * Where the respondent comes back: PUBLIC_ORIGIN, else the loopback address and port the request
 * arrived at (the embedded product on a laptop; `Host` is never trusted, the sender picks it).
 */
export function receiptUrl(publicOrigin: string | undefined, request: FastifyRequest, code: string): string {
  const { localAddress, localPort } = request.socket;
  const host = localAddress === '::1' ? '[::1]' : localAddress?.endsWith('127.0.0.1') ? '127.0.0.1' : 'localhost';
  return `${publicOrigin ?? `http://${host}:${localPort}`}/r/${code}`;
}
