import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
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

type Route = { status?: number; body?: unknown } | 'offline';

/** A fetch that answers by "METHOD path"; it records every call. 'offline' fails like a lost connection. */
export function fakeServer(routes: Record<string, Route | ((init?: RequestInit) => Route)>) {
  const calls: Array<{ key: string; init?: RequestInit }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push({ key, init });
    const route = routes[key];
    const answer = typeof route === 'function' ? route(init) : route ?? { status: 404, body: { message: 'Not found' } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response;
  }) as typeof fetch;
  return calls;
}
