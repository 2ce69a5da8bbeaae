/**
 * The one way the app talks to the gateway: same origin, cookies always sent, JSON bodies.
 * A failed answer becomes an ApiError whose message follows the house rule
 * `${status}: ${bodyText || statusText}`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** 'null' makes a 401 answer resolve to null instead of failing (used for the current user). */
  on401?: 'throw' | 'null';
  signal?: AbortSignal;
};

export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  return (await apiExchange(path, options)).body;
}

/** A read of one page: its JSON body, the target of its `Link: <…>; rel="next"` header (null on the last page) and its other headers. */
export type PageRead = { body: unknown; next: string | null; header: (name: string) => string | null };

export async function apiPage(path: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<PageRead> {
  const { body, headers } = await apiExchange(path, options);
  return { body, next: nextLink(headers?.get('link') ?? null), header: (name) => headers?.get(name.toLowerCase()) ?? null };
}

/** The `rel="next"` target of an RFC 8288 Link header. */
export function nextLink(header: string | null): string | null {
  for (const part of header?.split(',') ?? []) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match?.[1] && /(^|;)\s*rel="?next"?\s*(;|$)/i.test(match[2] ?? '')) return match[1];
  }
  return null;
}

async function apiExchange(path: string, options: RequestOptions): Promise<{ body: unknown; headers: Headers | undefined }> {
  const { method = 'GET', body, headers = {}, on401 = 'throw', signal } = options;
  const init: RequestInit = { method, credentials: 'include', headers: { ...headers }, signal };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json', ...headers };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  if (on401 === 'null' && res.status === 401) return { body: null, headers: res.headers };
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
  if (res.status === 204) return { body: null, headers: res.headers };
  const text = await res.text();
  return { body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** The `{message}` a gateway error carries, for showing to a person; the raw text otherwise. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.bodyText);
      if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
        return (parsed as { message: string }).message;
      }
    } catch {
      // not JSON: fall through to the plain body
    }
    return error.bodyText.trim() || fallback;
  }
  return fallback;
}
