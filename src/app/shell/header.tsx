import { useTranslation } from '../../i18n/react';
import { Link, useLocation } from 'wouter';
import { styled } from '../../styles/theme';
import { IconButton } from '../../components/icon-button';
import { CartIcon, GlassesIcon, MenuIcon, SearchIcon, UserIcon } from '../../components/icons';
import { routes } from '../paths';
import { useOverlays } from '../overlays/selectors';
import { useIsSignedIn } from '../session/selectors';
import { useCartCount } from '../../features/cart/selectors';
import { LiveHeaderBadge } from '../../features/live/live-badge';

const Bar = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: 50,
  height: '$header',
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  paddingInline: '$2',
  backgroundColor: '$surface',
  borderBottom: '1px solid $line',
});

const Side = styled('div', {
  display: 'flex',
  alignItems: 'center',
  variants: { end: { true: { justifyContent: 'flex-end' } } },
});

const Logo = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: '$brand',
  fontWeight: 800,
  fontSize: '$lg',
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

/** The cart link and its count badge: the badge sits beside the link, not in it (see Header). */
const CartSlot = styled('span', { position: 'relative', display: 'inline-flex' });

const Badge = styled('span', {
  position: 'absolute',
  pointerEvents: 'none',
  top: '0.1rem',
  insetInlineEnd: '0.06rem',
  minWidth: '0.38rem',
  height: '0.38rem',
  paddingInline: '0.08rem',
  borderRadius: '$pill',
  backgroundColor: '$accent',
  color: '#fff',
  fontSize: '0.24rem',
  fontWeight: 700,
  lineHeight: '0.38rem',
  textAlign: 'center',
});

/** The header: menu, search, the Live badge while a room is live, logo, account or sign-in, cart with its in-stock count. */
export function Header() {
  const { t } = useTranslation('shell');
  const { open } = useOverlays();
  const signedIn = useIsSignedIn();
  const count = useCartCount();
  const [path, navigate] = useLocation();
  return (
    <Bar>
      <Side>
        <IconButton type="button" aria-label={t('header.menu')} aria-haspopup="dialog" onClick={() => open('menu')}>
          <MenuIcon />
        </IconButton>
        <IconButton type="button" aria-label={t('header.search')} aria-haspopup="dialog" onClick={() => open('search')}>
          <SearchIcon />
        </IconButton>
        {/* While a room is live; the home page has its own, bigger badge. */}
        {path !== routes.home && <LiveHeaderBadge />}
      </Side>
      <Logo href={routes.home} aria-label={t('header.home')}>
        <GlassesIcon size="0.62rem" />
        <span aria-hidden="true">{t('common:appName')}</span>
      </Logo>
      <Side end>
        {signedIn ? (
          <IconButton type="button" aria-label={t('header.account')} onClick={() => navigate(routes.myAccount)}>
            <UserIcon />
          </IconButton>
        ) : (
          <IconButton type="button" aria-label={t('header.signIn')} aria-haspopup="dialog" onClick={() => open('login')}>
            <UserIcon />
          </IconButton>
        )}
        {/* The link's name says the count in words ("one item" in Arabic); the digits drawn on it are
            outside the link, so its visible text never differs from its name (WCAG 2.5.3). */}
        <CartSlot>
          <IconButton as={Link} href={routes.cart} aria-label={t('header.cart', { count })}>
            <CartIcon />
          </IconButton>
          {count > 0 && <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>}
        </CartSlot>
      </Side>
    </Bar>
  );
}
