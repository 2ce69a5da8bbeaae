import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedInfrastructure } from '../embedded-infrastructure';
import { transportConformance } from './transport.conformance';

transportConformance('in-process broker', async () => new EmbeddedInfrastructure(mkdtempSync(join(tmpdir(), 'pill-tr-'))));
