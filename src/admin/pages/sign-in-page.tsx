import { Redirect, useSearch } from 'wouter';
import { PageLoading } from '../../components/page-loading';
import { useTranslation } from '../../i18n/react';
import { safeNext } from '../app/paths';
import { useStaffSession } from '../app/session/staff-session-provider';
import { SignInForm } from '../features/auth/sign-in-form';
import { BarePage } from './bare-page';

/** /admin/sign-in?next=: signed in, the member goes on where they were going. */
export default function SignInPage() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const next = new URLSearchParams(useSearch()).get('next');
  if (session.checking) return <PageLoading />;
  if (session.signedIn) return <Redirect to={safeNext(next)} replace />;
  return (
    <BarePage title={t('signIn.title')}>
      <SignInForm />
    </BarePage>
  );
}
