import { RequestMethod, type Type } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { Config } from '@pill/platform/config';
import type { Infrastructure } from '@pill/platform/infrastructure';
import { ROUTES } from '@pill/proto/routes';
import type { Registry } from 'prom-client';
import type { AccountStore } from '../auth/account-store.port';
import { GatewayModule } from '../gateway.module';
import type { WebApp } from '../http/web-app';
import { OwnerGuard, SESSION_ONLY } from '../owners/owner.guard';

interface NestRoute {
  method: string;
  path: string;
  auth: 'public' | 'owner' | 'session';
  status: number | undefined;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');
const toTemplate = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** What Nest registers for each controller method: read from the same decorators Nest reads at start. */
function nestRoutes(): NestRoute[] {
  const module = GatewayModule.register({
    infra: {} as Infrastructure,
    config: { LOG_LEVEL: 'silent' } as Config,
    metrics: {} as Registry,
    web: {} as WebApp,
    accounts: {} as AccountStore,
  });
  return (module.controllers as Type[]).flatMap((controller) => {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
    const classGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, controller) ?? [];
    const names = Object.getOwnPropertyNames(controller.prototype).filter((name) => name !== 'constructor');
    return names.flatMap((name) => {
      const handler = controller.prototype[name];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined || typeof handler !== 'function') return [];
      const guards: unknown[] = [...classGuards, ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? [])];
      const owner = guards.includes(OwnerGuard);
      const sessionOnly = Boolean(Reflect.getMetadata(SESSION_ONLY, handler) ?? Reflect.getMetadata(SESSION_ONLY, controller));
      return [
        {
          method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number].toLowerCase(),
          path: toTemplate(join(base, path)),
          auth: sessionOnly ? 'session' : owner ? 'owner' : 'public',
          status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined,
        },
      ];
    });
  });
}

describe('the route table behind /api/openapi.json', () => {
  const registered = nestRoutes().filter((r) => r.path.startsWith('/api/'));
  const key = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

  it('has one entry for every /api route Nest registers, and none it does not', () => {
    expect(ROUTES.map(key).sort()).toEqual(registered.map(key).sort());
  });

  it('says who may call each route as its guard does (owner session or API key, session only, anyone)', () => {
    const table = new Map(ROUTES.map((r) => [key(r), r.auth]));
    expect(registered.map((r) => [key(r), table.get(key(r))])).toEqual(registered.map((r) => [key(r), r.auth]));
  });

  it('gives each route the success status Nest answers (201 for POST unless set, 200 otherwise)', () => {
    const table = new Map(ROUTES.map((r) => [key(r), r.status]));
    // A redirect is sent by hand through the reply object; its status is not a decorator's.
    const answered = registered.filter((r) => table.get(key(r)) !== 302);
    const expected = answered.map((r) => [key(r), r.status ?? (r.method === 'post' ? 201 : 200)]);
    expect(answered.map((r) => [key(r), table.get(key(r))])).toEqual(expected);
  });
});
