import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { signInHref } from '../../app/guard';
import { useSessionStatus } from '../../app/session/selectors';
import { PageLoading } from '../../components/page-loading';
import { CentredState, PageColumn } from '../../components/page-parts';
import { useTranslation } from '../../i18n/react';

/**
 * /question-break and /question-complete are open routes (spec section 2), but the answers are a
 * customer's: a visitor is asked to sign in (and comes back here) instead of calling for them.
 */
export function CustomersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('questionnaire');
  const [pathname] = useLocation();
  const search = useSearch();
  const status = useSessionStatus();
  if (status === 'customer') return <>{children}</>;
  if (status === 'pending') return <PageLoading />;
  return (
    <PageColumn aria-labelledby="questionnaire-sign-in">
      <h1 id="questionnaire-sign-in">{t('form.heading')}</h1>
      <CentredState>
        <p>{t('form.signIn')}</p>
        <Link href={signInHref(pathname + (search ? `?${search}` : ''))}>{t('form.signInLink')}</Link>
      </CentredState>
    </PageColumn>
  );
}
