import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { Permission } from '../../../contract/staff';
import { PageLoading } from '../../components/page-loading';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from './paths';
import { memberCan } from './session/staff-session.view';
import { useStaffSession } from './session/staff-session-provider';
import { ConsoleShell } from './shell/console-shell';
import { PageHead } from './shell/page-parts';

/**
 * A console page's guard: while the kept token is checked, loading; signed out, to the sign-in
 * page and back here once signed in; a member whose role lacks the page's permission is told so
 * (the server refuses it anyway).
 */
export function StaffGuard({ permission, children }: { permission: Permission; children: ReactNode }) {
  const session = useStaffSession();
  const [path] = useLocation();
  const search = useSearch();
  const { t } = useTranslation();
  if (session.checking) return <PageLoading />;
  if (!session.signedIn) return <Redirect to={consoleRoutes.signIn(search ? `${path}?${search}` : path)} replace />;
  if (!memberCan(session.member, permission)) {
    return (
      <ConsoleShell>
        <PageHead title={t('forbidden.title')} />
        <p>{t('forbidden.text')}</p>
      </ConsoleShell>
    );
  }
  return <>{children}</>;
}
