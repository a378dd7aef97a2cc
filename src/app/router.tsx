import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireSignIn } from './require-sign-in';
import { PageLoading } from '../components/page-loading';
import { pages } from './page-table';

/** The routed pages of src/app/paths.ts, customers-only ones behind the login guard; unknown paths go to `/`. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {pages.map(({ path, Component, guard }) => (
          <Route key={path} path={path}>
            {guard === 'customer' ? (
              <RequireSignIn>
                <Component />
              </RequireSignIn>
            ) : (
              <Component />
            )}
          </Route>
        ))}
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
