import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

/**
 * Readies a file that holds answers, names or accounts so only the account running Pill can
 * read it: its directory 0700, the file 0600, created so before anything is written. SQLite gives
 * its -wal and -shm files the database file's mode. Files left 0644 by older versions are fixed.
 */
export function ownerOnlyFile(file: string): string {
  if (file === ':memory:') return file;
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  chmodSync(dir, OWNER_ONLY_DIR);
  closeSync(openSync(file, 'a', OWNER_ONLY_FILE));
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(path)) chmodSync(path, OWNER_ONLY_FILE);
  }
  return file;
}
