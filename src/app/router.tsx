import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireSignIn } from './require-sign-in';
import { PageLoading } from '../components/page-loading';
import { pages } from './pages';

/** The route table: plain paths from src/app/pages.ts; unknown paths go to `/`. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {pages.map(({ path, Component, guarded }) => (
          <Route key={path} path={path}>
            {guarded ? (
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
