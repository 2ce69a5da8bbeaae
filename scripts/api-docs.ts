// Writes docs/openapi.json and docs/asyncapi.json from the route table and the proto schemas.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { API_DOCUMENTS, renderDocument } from '../proto/src/api-documents';

const root = join(__dirname, '..');
for (const [path, document] of Object.entries(API_DOCUMENTS)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), renderDocument(document()));
  process.stdout.write(`wrote ${path}\n`);
}
