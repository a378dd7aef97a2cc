import { useTranslation } from '../../i18n/react';
import { Link } from 'wouter';
import { Button } from '../../components/button';
import { routes } from '../../app/paths';
import { useIsSigningOut, useSessionActions, useUser } from '../../app/session/selectors';
import { styled } from '../../styles/theme';

// A div: the shell's <main> already holds the page (one main landmark).
const Page = styled('div', { padding: '$6 $5', flex: 1 });
const Heading = styled('h1', { fontSize: '$xl', margin: '0 0 $2' });
const Email = styled('p', { margin: '0 0 $6', color: '$inkSoft', fontSize: '$sm' });
const Links = styled('ul', {
  listStyle: 'none',
  margin: '0 0 $6',
  padding: 0,
  '& a': {
    display: 'flex',
    alignItems: 'center',
    minHeight: '$tap',
    borderBlockEnd: '1px solid $line',
    color: '$ink',
    textDecoration: 'none',
    fontWeight: 600,
  },
});

/** /account/my-account: greets the customer and offers Sign out (the session then leaves for the home page). */
export default function MyAccountPage() {
  const { t } = useTranslation('account');
  const user = useUser();
  const signingOut = useIsSigningOut();
  const { logout } = useSessionActions();
  const name = user ? [user.firstname, user.lastname].filter((n) => n && n !== user.email).join(' ') : '';
  return (
    <Page>
      <Heading>{user ? t('greeting', { name: name || user.email }) : t('title')}</Heading>
      {user && <Email>{user.email}</Email>}
      <nav aria-label={t('title')}>
        <Links>
          <li>
            <Link href={routes.myOrders}>{t('orders:list.title')}</Link>
          </li>
          <li>
            <Link href={routes.myAddressBook}>{t('addressBook')}</Link>
          </li>
          <li>
            <Link href={routes.myPrescriptions}>{t('prescriptions')}</Link>
          </li>
          <li>
            <Link href={routes.myWishlist}>{t('wishlist:page.title')}</Link>
          </li>
          <li>
            <Link href={routes.myCoupons}>{t('coupons:mine.title')}</Link>
          </li>
          <li>
            <Link href={routes.myPoints}>{t('orders:points.title')}</Link>
          </li>
          <li>
            <Link href={routes.myPreOrders}>{t('preOrders')}</Link>
          </li>
          <li>
            <Link href={routes.reorder}>{t('reorder')}</Link>
          </li>
          <li>
            <Link href={routes.myQuestionnaire}>{t('questionnaires')}</Link>
          </li>
          <li>
            <Link href={routes.transactionHistory}>{t('orders:transactions.title')}</Link>
          </li>
          <li>
            <Link href={routes.accountSettings}>{t('settings.title')}</Link>
          </li>
        </Links>
      </nav>
      {user && (
        <Button tone="secondary" block loading={signingOut} onClick={logout}>
          {t('signOut')}
        </Button>
      )}
    </Page>
  );
}
