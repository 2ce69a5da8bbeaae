import type { ApiKeyStore } from '../api-keys/api-key-store.port';

export interface Account {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  createdAt: string;
}

/** Local accounts and their sessions (session tokens are stored hashed), API keys, plus sample seeding marks. */
export interface AccountStore extends ApiKeyStore {
  /** False when the email is already taken. */
  createAccount(account: Account): Promise<boolean>;
  findByEmail(email: string): Promise<Account | undefined>;
  findById(id: string): Promise<Account | undefined>;
  /** After a sign-in with a hash of older parameters: the same password, hashed as today. */
  updatePasswordHash(accountId: string, passwordHash: string): Promise<void>;
  createSession(tokenHash: string, accountId: string, expiresAt: Date): Promise<void>;
  findSession(tokenHash: string, now: Date): Promise<{ accountId: string } | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Signs the account out everywhere: every session it has ends. */
  deleteSessionsOf(accountId: string): Promise<void>;
  /** A password reset, keyed by its token's hash (the token itself is only in the mail). */
  createPasswordReset(tokenHash: string, accountId: string, expiresAt: Date): Promise<void>;
  /** Single use: the account the reset is for, once, if it has not expired; it is gone after. */
  consumePasswordReset(tokenHash: string, now: Date): Promise<string | undefined>;
  /** Erases the account and every session it has; its sample-seeding mark stays, so a replay never seeds it again. */
  deleteAccount(accountId: string): Promise<void>;
  /** True only the first time for an owner: that handling of their account-created event seeds the sample pills. */
  claimSampleSeeding(ownerId: string): Promise<boolean>;
  close(): Promise<void>;
}
export const ACCOUNT_STORE = Symbol('AccountStore');
