import { useTranslation } from '../../i18n/react';
import { Link } from 'wouter';
import { LANGUAGES } from '../../../contract/constants';
import { FLOATING_CLEARANCE, styled } from '../../styles/theme';
import { GlobeIcon, TruckIcon, ChatIcon } from '../../components/icons';
import { routes } from '../paths';
import { useCurrency } from '../../features/currency/selectors';
import { useOverlays } from '../overlays/selectors';
import { footerResource, useResource } from './resources';

const Foot = styled('footer', {
  marginTop: 'auto',
  backgroundColor: '#16202b',
  color: '#d9dee5',
  padding: '$6 $5 $5',
  paddingBottom: FLOATING_CLEARANCE,
  fontSize: '$sm',
});

const Primary = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$3', marginBottom: '$5' });

const PrimaryLink = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: 'rgba(255,255,255,.06)',
  color: '#fff',
  fontWeight: 600,
  textDecoration: 'none',
});

const Links = styled('ul', {
  listStyle: 'none',
  margin: '0 0 $5',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$2 $4',
  '& a': { color: '#d9dee5', textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
});

const Summary = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$2 $3',
  border: '1px solid rgba(255,255,255,.25)',
  borderRadius: '$pill',
  background: 'none',
  color: '#fff',
  cursor: 'pointer',
  fontSize: '$sm',
});

const Copy = styled('p', { margin: '$5 0 0', color: '#8f9aa8', fontSize: '$xs' });

/** The footer: Help Center, Order Tracking, the footer column's links, currency and language, copyright. */
export function Footer() {
  const { t, i18n } = useTranslation('shell');
  const links = useResource(footerResource);
  const currency = useCurrency();
  const { open } = useOverlays();
  const language = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  const currencyCode = currency?.symbol ?? 'USD';
  const currencyText = `${currencyCode} ${currency?.money.trim() ?? '$'}`;
  const more = links.status === 'ready' ? links.data.filter((l) => l.url !== routes.afterSales && l.url !== routes.trackOrder) : [];
  return (
    <Foot>
      <Primary>
        <PrimaryLink href={routes.afterSales}>
          <ChatIcon size="0.44rem" />
          {t('footer.helpCenter')}
        </PrimaryLink>
        <PrimaryLink href={routes.trackOrder}>
          <TruckIcon size="0.44rem" />
          {t('footer.orderTracking')}
        </PrimaryLink>
      </Primary>
      {more.length > 0 && (
        <nav aria-label={t('footer.more')}>
          <Links>
            {more.map((link) => (
              <li key={link.id}>
                <Link href={link.url}>{link.name}</Link>
              </li>
            ))}
          </Links>
        </nav>
      )}
      <Summary
        type="button"
        aria-haspopup="dialog"
        aria-label={t('footer.preferencesLabel', { language: language.label, currency: currencyCode })}
        onClick={() => open('menu')}
      >
        <GlobeIcon size="0.4rem" />
        {t('footer.preferences', { language: language.label, currency: currencyText })}
      </Summary>
      <Copy>{t('footer.copyright', { year: new Date().getFullYear() })}</Copy>
    </Foot>
  );
}
