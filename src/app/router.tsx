import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireSignIn } from './require-sign-in';
import { PageLoading } from '../components/page-loading';

// Pages are loaded on demand so the first screen ships only what it needs.
const HomePage = lazy(() => import('../pages/home/home-page'));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page'));
const SignInPage = lazy(() => import('../pages/auth/sign-in-page'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/forgot-password-page'));
const MyAccountPage = lazy(() => import('../pages/account/my-account-page'));

/** The route table: plain paths; unknown paths go to `/`. Add a route only when its page exists. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/404" component={NotFoundPage} />
        <Route path="/sign-in" component={SignInPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/account/my-account">
          <RequireSignIn>
            <MyAccountPage />
          </RequireSignIn>
        </Route>
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
