import { createHash, randomBytes } from 'node:crypto';

/** A reset link works for an hour. */
export const RESET_TOKEN_TTL_MS = 3_600_000;

/** 256 random bits, URL-safe: the only copy is in the mail. */
export const newResetToken = (random: (size: number) => Buffer = randomBytes): string => random(32).toString('base64url');

/** What the store keeps: a SHA-256 of the token, so a copy of the store cannot reset anyone's password. */
export const resetTokenHash = (token: string): string => createHash('sha256').update(`password-reset:${token}`).digest('base64url');

export const resetExpiry = (now: Date): Date => new Date(now.getTime() + RESET_TOKEN_TTL_MS);

/** The page the mail links to, with the token in its query. */
export const resetLink = (origin: string, token: string): string => `${origin}/reset-password?token=${encodeURIComponent(token)}`;
