import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoading } from '../../components/page-loading';
import { CONSOLE_PAGES, consoleRoutes, type ConsolePageName } from './paths';
import { NotFoundPage, PAGE_TABLE } from './page-table';
import { StaffGuard } from './staff-guard';
import { ConsoleShell } from './shell/console-shell';
import { useStaffSession } from './session/staff-session-provider';
import { firstPageOf } from './shell/navigation';

/** The console's routes: public pages bare, every other page behind the staff guard in the shell. */
export function ConsoleRouter() {
  const names = Object.keys(CONSOLE_PAGES) as ConsolePageName[];
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {names
          .filter((name) => CONSOLE_PAGES[name].permission === null)
          .map((name) => {
            const Page = PAGE_TABLE[name];
            return (
              <Route key={name} path={CONSOLE_PAGES[name].path}>
                <Page />
              </Route>
            );
          })}
        <Route path="/admin">
          <StaffGuard permission="staff.self">
            <Home />
          </StaffGuard>
        </Route>
        {names
          .filter((name) => CONSOLE_PAGES[name].permission !== null)
          .map((name) => {
            const Page = PAGE_TABLE[name];
            return (
              <Route key={name} path={CONSOLE_PAGES[name].path}>
                <StaffGuard permission={CONSOLE_PAGES[name].permission!}>
                  <ConsoleShell>
                    <Suspense fallback={<PageLoading />}>
                      <Page />
                    </Suspense>
                  </ConsoleShell>
                </StaffGuard>
              </Route>
            );
          })}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

/** /admin: the first page of the navigation the member's role opens. */
function Home() {
  const { member } = useStaffSession();
  return <Redirect to={firstPageOf(member) ?? consoleRoutes.account()} replace />;
}
