/** An owner's API key as stored: the secret itself never is, only its SHA-256 hash. */
export interface ApiKeyRecord {
  id: string;
  ownerId: string;
  /** The owner's first name when the key was made: what links created with the key show respondents. */
  ownerName?: string;
  name: string;
  keyHash: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** API keys, kept in the gateway's account store beside the sessions. */
export interface ApiKeyStore {
  createApiKey(key: ApiKeyRecord): Promise<void>;
  findApiKey(keyHash: string): Promise<ApiKeyRecord | undefined>;
  /** Oldest first. */
  listApiKeys(ownerId: string): Promise<ApiKeyRecord[]>;
  /** False when the owner has no key with this id (another owner's included). */
  deleteApiKey(ownerId: string, id: string): Promise<boolean>;
  deleteApiKeysOf(ownerId: string): Promise<void>;
  touchApiKey(id: string, usedAt: string): Promise<void>;
}
