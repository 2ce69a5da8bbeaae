import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies } from 'semver';

type Locked = { dev?: boolean; engines?: { node?: string } };
const lock = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package-lock.json'), 'utf8')) as {
  packages: Record<string, Locked>;
};
const runtime = Object.entries(lock.packages).filter(([path, p]) => path && !p.dev && p.engines?.node);

describe('supported Node versions', () => {
  it.each(['22.12.0', '24.0.0'])('installs every runtime dependency on Node %s without an engine warning', (version) => {
    const refusing = runtime.filter(([, p]) => !satisfies(version, p.engines!.node!)).map(([path, p]) => `${path} ${p.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
