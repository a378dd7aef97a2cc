import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { LiveRoom } from '../../../contract/live';
import { liveApi } from '../../api/live';
import { pageCatalogues } from '../../i18n';
import { LiveBadge } from './live-badge';

const LiveDock = lazy(() => Promise.all([import('./live-dock'), pageCatalogues('live').catch(() => {})]).then(([m]) => ({ default: m.LiveDock })));

/** How long after the page settles the shell asks whether a room is live (the first screen goes first). */
const ASK_AFTER_MS = 1_500;

/**
 * The live-stream entry of the shell: the first time the shopper is on the home page, once it has
 * settled, it asks which room is live (GET api/live/rooms) and, while one is, shows the Live badge
 * there; a tap loads the player (./live-dock.tsx: the big popup, the small floating player, the
 * badge again once closed). No room live or no tap, nothing more is loaded.
 */
export function LiveEntry() {
  const [room, setRoom] = useState<LiveRoom | null>(null);
  const [opened, setOpened] = useState(false);
  const [path] = useLocation();
  const onHome = path === '/';
  // Asked once a visit (a ref: asking must not re-run the effect, whose cleanup would cancel the request).
  const asked = useRef(false);
  useEffect(() => {
    if (!onHome || asked.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      asked.current = true;
      liveApi.rooms(controller.signal).then((rooms) => setRoom(rooms.find((r) => r.state === 'live') ?? null), () => {});
    }, ASK_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [onHome]);
  if (!room) return null;
  if (!opened) return onHome ? <LiveBadge title={room.title} onOpen={() => setOpened(true)} /> : null;
  return (
    <Suspense fallback={null}>
      <LiveDock room={room} startOpen />
    </Suspense>
  );
}
