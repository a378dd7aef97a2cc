import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { loadStrings } from '../../i18n';
import { LiveBadge } from './live-badge';
import { useLiveLobby } from './live-lobby';

const LiveDock = lazy(() => Promise.all([import('./live-dock'), loadStrings('live').catch(() => {})]).then(([m]) => ({ default: m.LiveDock })));

/**
 * The live-stream entry of the shell: while a room is live (./live-lobby.tsx, asked again while the
 * page is visible), the home page shows the Live badge (the header shows its own elsewhere,
 * ./live-badge.tsx); a tap on either loads the player (./live-dock.tsx: the big popup, the small
 * floating player, the badge again once closed). No room live or no tap, nothing more is loaded.
 */
export function LiveEntry() {
  const { room, opened, open } = useLiveLobby();
  const [path] = useLocation();
  if (!opened) return room && path === '/' ? <LiveBadge title={room.title} onOpen={() => open(room)} /> : null;
  return (
    <Suspense fallback={null}>
      {/* Another room opened: a player of its own. */}
      <LiveDock key={opened.room.room_href} room={opened.room} asks={opened.asks} />
    </Suspense>
  );
}
