/**
 * Minimal answer checks for the two reads on the respondent's page (config and public link).
 * zod, even zod/mini, would add 7-20 KB gzipped there; owner screens use the proto schemas.
 */
export class ShapeError extends Error {
  constructor(what: string) {
    super(`Unexpected answer from the server: ${what}`);
    this.name = 'ShapeError';
  }
}

export type Obj = Record<string, unknown>;

export function obj(value: unknown, what: string): Obj {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ShapeError(what);
  return value as Obj;
}

export function str(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new ShapeError(what);
  return value;
}

export function optStr(value: unknown, what: string): string | undefined {
  return value === undefined || value === null ? undefined : str(value, what);
}

export function oneOf<T extends string>(value: unknown, options: readonly T[], what: string): T {
  if (!options.includes(value as T)) throw new ShapeError(what);
  return value as T;
}

export function arr(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new ShapeError(what);
  return value;
}
