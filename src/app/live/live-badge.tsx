import { useTranslation } from '../../i18n/react';
import { FLOATING_BOTTOM, styled } from '../../styles/theme';

const Badge = styled('button', {
  position: 'fixed',
  insetInlineStart: '$3',
  bottom: FLOATING_BOTTOM,
  zIndex: 90,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  padding: '0 $4',
  border: 0,
  borderRadius: '$pill',
  backgroundColor: '$danger',
  color: '#fff',
  fontSize: '$md',
  fontWeight: 700,
  boxShadow: '$sheet',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid $brand', outlineOffset: 2 },
  '& .dot': { width: '0.18rem', height: '0.18rem', borderRadius: '$pill', backgroundColor: '#fff' },
});

/**
 * The home page's Live badge while a room is live: its words ship with the shell, so the player's
 * own code (./live-dock.tsx) is fetched only when a shopper taps it. Its name starts with the word it
 * shows ("Live: <title>").
 */
export function LiveBadge({ title, onOpen }: { title: string; onOpen(): void }) {
  const { t } = useTranslation('shell');
  return (
    <Badge type="button" aria-haspopup="dialog" aria-label={`${t('live.badge')}${t('live.badgeTitle', { title })}`} onClick={onOpen}>
      <span className="dot" aria-hidden="true" />
      {t('live.badge')}
    </Badge>
  );
}
