import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A labelled piece of an answer. `label` may list several labels it may take (a growth area is
 * criticism or a request); `question` is what it answered, when known; `source` says where it
 * came from (a corpus file, or `round` for units of the development rounds).
 */
export interface Example {
  text: string;
  label: string | string[];
  question?: string;
  domain?: string;
  source?: string;
}

export const CORPUS_DIR = join(__dirname, 'corpus');

/** Every example of a corpus folder (`concerns`, `polarity`), one JSON object per line. */
export function readCorpus(folder: string): Example[] {
  const dir = join(CORPUS_DIR, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => ({ ...(JSON.parse(l) as Example), source: f })),
    );
}
