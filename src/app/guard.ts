import { entryFor } from './paths';

/**
 * The login guard (spec section 5): a page the route table keeps for customers needs a signed-in
 * customer; /account/my-account with a `data` query is the one exception.
 */
export function needsSignIn(pathname: string, search: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/account/my-account' && new URLSearchParams(search).has('data')) return false;
  return entryFor(path)?.guard === 'customer';
}

export function signInHref(pathWithSearch: string): string {
  return `/sign-in?redirect=${encodeURIComponent(pathWithSearch)}`;
}

/**
 * Where to go after signing in: only a same-origin relative path is followed. Anything that
 * could leave the site (`//host`, `http://…`, `javascript:`, backslash tricks) goes to `/`.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target) return '/';
  const t = target.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (!t.startsWith('/') || t.startsWith('//') || t.startsWith('/\\') || /[\u0000-\u001f]/.test(t)) return '/';
  try {
    const url = new URL(t, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return '/';
    if (url.pathname === '/sign-in') return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
