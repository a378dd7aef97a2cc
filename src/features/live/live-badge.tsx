import { useTranslation } from '../../i18n/react';
import { FLOATING_BOTTOM, styled } from '../../styles/theme';
import { IconButton } from '../../components/icon-button';
import { LiveIcon } from '../../components/icons';
import { useLiveLobby } from './live-lobby';

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

/** The badge's name: the word it shows, then the room ("Live: <title>"). */
function useBadgeName(title: string) {
  const { t } = useTranslation('shell');
  return { word: t('live.badge'), name: `${t('live.badge')}${t('live.badgeTitle', { title })}` };
}

/**
 * The home page's Live badge while a room is live: its words ship with the shell, so the player's
 * own code (./live-dock.tsx) is fetched only when a shopper taps it. Its name starts with the word it
 * shows ("Live: <title>").
 */
export function LiveBadge({ title, onOpen }: { title: string; onOpen(): void }) {
  const { word, name } = useBadgeName(title);
  return (
    <Badge type="button" aria-haspopup="dialog" aria-label={name} onClick={onOpen}>
      <span className="dot" aria-hidden="true" />
      {word}
    </Badge>
  );
}

// Narrower than a round icon button, so the header's three start buttons leave the logo centred on a phone.
const HeaderButton = styled(IconButton, { width: '0.9rem', color: '$danger' });

/** The header's Live badge (every page with the header but home, which has its own): the room live now. */
export function LiveHeaderBadge() {
  const { room, open } = useLiveLobby();
  const { name } = useBadgeName(room?.title ?? '');
  if (!room) return null;
  return (
    <HeaderButton type="button" aria-haspopup="dialog" aria-label={name} onClick={() => open(room)}>
      <LiveIcon />
    </HeaderButton>
  );
}
