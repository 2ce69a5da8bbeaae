import { paths } from '../../../lib/paths';

/**
 * Where to go after signing in: the owner page the sign-in guard came from (`state.from`), else
 * home. Only a path on this site that the app itself routes: never another origin (`//host`,
 * `/\host`), never a server route (/api/...), never the sign-in page again.
 */
export function returnPath(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.length > 2000) return paths.home;
  if (/^\/[/\\]/.test(from) || /[\u0000-\u001f]/.test(from)) return paths.home;
  const url = new URL(from, 'http://pill.invalid');
  if (url.origin !== 'http://pill.invalid' || url.pathname.startsWith('/api/') || url.pathname === '/auth') return paths.home;
  return url.pathname + url.search + url.hash;
}
