import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { WRAPPED_HANDLER } from '@pill/platform/nest/handlers';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every service's message and event handlers, found in the sources as a reader would find them. */
const SERVICES = join(__dirname, '..', '..');
const HANDLER_DECORATOR = /^\s*@(HandleMessage|HandleEvent|MessagePattern|EventPattern)\(/m;
const NEST_DECORATOR = /^\s*@(MessagePattern|EventPattern)\(/m;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.(spec|conformance)\.ts$/.test(entry.name) ? [path] : [];
  });
}
const handlerFiles = sources(SERVICES).filter((f) => f.includes('/src/') && HANDLER_DECORATOR.test(readFileSync(f, 'utf8')));

describe('message handlers', () => {
  it("declares none with Nest's own decorators, which would bypass the wrapper", () => {
    expect(handlerFiles.filter((f) => NEST_DECORATOR.test(readFileSync(f, 'utf8'))).map((f) => relative(SERVICES, f))).toEqual([]);
  });

  it('runs every handler of every service through the wrapper that logs with the correlation id', () => {
    const handlers: Array<{ name: string; wrapped: boolean }> = [];
    for (const file of handlerFiles) {
      // A synchronous load of a path found at run time: the decorators' metadata is what is read.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      for (const exported of Object.values(require(file) as Record<string, unknown>)) {
        if (typeof exported !== 'function' || !exported.prototype) continue;
        for (const key of Object.getOwnPropertyNames(exported.prototype)) {
          const method = Object.getOwnPropertyDescriptor(exported.prototype, key)?.value;
          if (typeof method !== 'function' || Reflect.getMetadata(PATTERN_METADATA, method) === undefined) continue;
          handlers.push({ name: `${exported.name}.${key}`, wrapped: Reflect.getMetadata(WRAPPED_HANDLER, method) === true });
        }
      }
    }
    expect(handlers.filter((h) => !h.wrapped).map((h) => h.name)).toEqual([]);
    // The link, question, submission and analysis services and the gateway: 31 when this was written.
    expect(handlers.length).toBeGreaterThanOrEqual(31);
    expect(handlers.map((h) => h.name)).toEqual(
      expect.arrayContaining(['LinkMessages.getPublic', 'GatewayEvents.onLinkEvent', 'SubmissionMessages.submit']),
    );
  });
});
