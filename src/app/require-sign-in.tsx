import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageLoading } from '../components/page-loading';
import { needsSignIn, signInHref } from './guard';
import { useSessionStatus } from './session/selectors';

/**
 * The login guard around protected pages (spec section 5): a signed-in customer sees the page;
 * anyone else is sent, with `replace`, to /sign-in?redirect=<this page>. While the session is not
 * yet known it shows a loading state, so protected content never flashes.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const status = useSessionStatus();
  if (!needsSignIn(pathname, search ? `?${search}` : '')) return <>{children}</>;
  if (status === 'customer') return <>{children}</>;
  if (status === 'pending') return <PageLoading />;
  return <Redirect to={signInHref(pathname + (search ? `?${search}` : ''))} replace />;
}
