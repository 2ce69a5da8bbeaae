import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startPill } from '../support/start-pill';

const root = resolve(__dirname, '..', '..');

/** Starts the embedded app on a free port with a fresh data directory; builds nothing. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(root, 'web', 'dist', 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build:web` before the end-to-end suite.');
  }
  const pill = await startPill();
  // Workers are forked after global setup, so they inherit this.
  process.env.PILL_E2E_BASE_URL = pill.origin;
  return pill.stop;
}
