import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1 and AsyncAPI 3.0). Requests are
 * described as sent (`input`: before transforms and defaults), answers as received (`output`).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
}

/**
 * Named schemas become components referenced by `$ref`; the same schema read as a request and as
 * an answer may differ, and then the request's is named `…Input`.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  constructor(
    private readonly names: Map<z.ZodType, string>,
    private readonly refBase: string,
  ) {}

  ref(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = jsonSchemaOf(schema, io);
    const name = this.names.get(schema);
    if (!name) return json;
    const taken = this.schemas[name];
    const key = taken && JSON.stringify(taken) !== JSON.stringify(json) ? `${name}Input` : name;
    this.schemas[key] = json;
    return { $ref: `${this.refBase}${key}` };
  }
}

export const namesOf = (named: Record<string, z.ZodType>) => new Map(Object.entries(named).map(([name, schema]) => [schema, name]));
