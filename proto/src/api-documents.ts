import { asyncApiDocument } from './asyncapi';
import { openApiDocument } from './openapi';

/** The documents committed under docs/ (written by `npm run openapi`), by their path in the repository. */
export const API_DOCUMENTS: Record<string, () => Record<string, unknown>> = {
  'docs/openapi.json': openApiDocument,
  'docs/asyncapi.json': asyncApiDocument,
};

/** As committed: two-space JSON ending with a newline, so a diff shows the change in the API. */
export const renderDocument = (document: Record<string, unknown>): string => `${JSON.stringify(document, null, 2)}\n`;
