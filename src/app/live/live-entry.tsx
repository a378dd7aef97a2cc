import { lazy, Suspense, useEffect, useState } from 'react';
import type { LiveRoom } from '../../../contract/live';
import { liveApi } from '../../api/live';
import { pageCatalogues } from '../../i18n';

const LiveDock = lazy(() => Promise.all([import('./live-dock'), pageCatalogues('live').catch(() => {})]).then(([m]) => ({ default: m.LiveDock })));

/** How long after the page settles the shell asks whether a room is live (the first screen goes first). */
const ASK_AFTER_MS = 1_500;

/**
 * The live-stream entry of the shell: once the page has settled it asks which room is live
 * (GET api/live/rooms) and, while one is, loads the player (./live-dock.tsx: the Live badge, the
 * small floating player and the big popup). No room live, nothing more is loaded.
 */
export function LiveEntry() {
  const [room, setRoom] = useState<LiveRoom | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      liveApi.rooms(controller.signal).then((rooms) => setRoom(rooms.find((r) => r.state === 'live') ?? null), () => {});
    }, ASK_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);
  if (!room) return null;
  return (
    <Suspense fallback={null}>
      <LiveDock room={room} />
    </Suspense>
  );
}
