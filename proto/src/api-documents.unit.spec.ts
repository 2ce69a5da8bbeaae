import { Parser } from '@asyncapi/parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DOCUMENTS, renderDocument } from './api-documents';
import { asyncApiDocument } from './asyncapi';
import { PillEvent } from './events';
import { openApiDocument } from './openapi';
import { ALL_TOPICS } from './topics';

const ROOT = join(__dirname, '..', '..');

describe('the committed API documents', () => {
  it.each(Object.keys(API_DOCUMENTS))('%s is what the code generates (run `npm run openapi` after changing a route or schema)', (path) => {
    const committed = readFileSync(join(ROOT, path), 'utf8');
    expect(committed).toBe(renderDocument(API_DOCUMENTS[path]()));
  });

  it('the OpenAPI document is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument());
    expect(result.errors).toBeUndefined();
    expect([validator.version, result.valid]).toEqual(['3.1', true]);
  });

  it('the AsyncAPI document parses as AsyncAPI 3.0 without errors and names every event on its topic', async () => {
    const { document, diagnostics } = await new Parser().parse(JSON.stringify(asyncApiDocument()));
    expect(diagnostics.filter((d) => d.severity === 0)).toEqual([]);
    expect(document?.version()).toBe('3.0.0');
    const addresses = document!
      .channels()
      .all()
      .map((channel) => channel.address());
    expect(addresses.sort()).toEqual([...ALL_TOPICS].sort());
    const names = document!
      .messages()
      .all()
      .map((message) => message.name());
    expect(names.sort()).toEqual(PillEvent.options.map((event) => event.shape.type.value).sort());
  });
});
