import { randomUUID } from 'node:crypto';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** What a browser tab adds to a write from the app's own page. */
const pageHeaders = (method: string, base: string): Record<string, string> =>
  method === 'GET' || method === 'HEAD' ? {} : { origin: new URL(base).origin };

/**
 * A small HTTP client that keeps one owner's session cookie and sends `Origin` on writes, like a
 * browser tab. A header given as '' is left out (a write with no `Origin`).
 */
export class Client {
  private cookie = '';

  constructor(private readonly base: () => string) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const all = { ...pageHeaders(method, this.base()), ...headers };
    const sent = Object.entries(all).filter(([, value]) => value !== '');
    const init: RequestInit = { method, headers: Object.fromEntries(sent), redirect: 'manual' };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(this.base() + path, init);
    const setCookie = response.headers.getSetCookie?.() ?? [];
    for (const c of setCookie) {
      const pair = c.split(';')[0];
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }
}

/** A new owner with a session: sign-up through the public route, like a person would. */
export async function signUpOwner(base: () => string, name = 'Ada Lovelace', extra: object = {}): Promise<Client> {
  const client = new Client(base);
  const body = { name, email: `owner-${randomUUID()}@example.com`, password: 'a long enough password', ...extra };
  const reply = await client.post('/api/auth/sign-up/email', body);
  if (reply.status !== 201) throw new Error(`sign-up failed: ${reply.status} ${reply.text}`);
  return client;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until the check passes: projections are eventually consistent across services. */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await sleep(50);
    value = await read();
  }
  return value;
}
