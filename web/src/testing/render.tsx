import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import Toaster from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';

/** Where a routed screen is rendered: the address opened and the route pattern it matches. */
type At = { url: string; pattern: string };

/** Renders a screen piece with the app's providers and the real toaster, optionally at an address. */
export function renderWithApp(ui: ReactElement, at?: At) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at?.url ?? '/']}>
        {at ? (
          <Routes>
            <Route path={at.pattern} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Runs a hook under a query client of the app's defaults; clear `client` at the end to stop polling. */
export function renderHookWithQueryClient<Result>(hook: () => Result) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { ...renderHook(hook, { wrapper }), client };
}

/** One answer of the fake server. 'offline' fails like a lost connection. */
export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | 'offline';

/** A fetch that answers by "METHOD path"; it records every call. A function answers each call afresh (or later). */
export function fakeServer(routes: Record<string, Answer | ((init?: RequestInit) => Answer | Promise<Answer>)>) {
  const calls: Array<{ key: string; init?: RequestInit }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push({ key, init });
    const route = routes[key];
    const answer = typeof route === 'function' ? await route(init) : (route ?? { status: 404, body: { message: 'Not found' } });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: new Map(Object.entries(answer.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

/**
 * A fake server whose answers a test can change between reads: `routes` names, for each
 * "METHOD path", the entry of the returned `answers` that every read of it looks up afresh.
 * A promise answers when it settles.
 */
export function changingServer<Name extends string>(initial: Record<Name, Answer | Promise<Answer>>, routes: Record<string, Name>) {
  const answers: Record<Name, Answer | Promise<Answer>> = { ...initial };
  const calls = fakeServer(Object.fromEntries(Object.entries<Name>(routes).map(([key, name]) => [key, () => answers[name]])));
  return { answers, calls };
}
