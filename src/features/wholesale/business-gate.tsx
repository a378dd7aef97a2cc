import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { signInHref } from '../../app/guard';
import { routes } from '../../app/paths';
import { useIsBusinessBuyer, useUser } from '../../app/session/selectors';
import { Notice } from '../../components/page-parts';
import { useTranslation } from '../../i18n/react';

export { useIsBusinessBuyer };

/**
 * The business services' part of a page: drawn only for a business buyer (its calls would be
 * refused otherwise, and a 403 signs the shopper out). A visitor is asked to sign in and come back
 * to `from`; a customer without a business is told to declare one in account settings.
 */
export function BusinessGate({ from, children }: { from: string; children: ReactNode }) {
  const { t } = useTranslation('services');
  const user = useUser();
  const business = useIsBusinessBuyer();
  if (!user)
    return (
      <Notice data-testid="business-gate">
        <Link href={signInHref(from)}>{t('gate.signIn')}</Link>
      </Notice>
    );
  if (!business) {
    return (
      <Notice data-testid="business-gate">
        {t('gate.notBusiness')} <Link href={routes.accountSettings}>{t('gate.declare')}</Link>
      </Notice>
    );
  }
  return <>{children}</>;
}
