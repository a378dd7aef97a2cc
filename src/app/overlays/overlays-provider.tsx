import { Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { overlaysMachine } from '../../../machines/overlays.machine';
import { styled } from '../../styles/theme';
import { OverlaysContext } from './overlays-context';
import { overlayComponent } from './overlay-table';
import { useOpenOverlay, useOverlayClosing, useOverlayProps, useOverlays, useOverlayZIndex } from './selectors';

export { OverlaysContext };

/** Starts the app's one overlay host actor; tests pass their own `logic`. */
export function OverlaysProvider({ children, logic }: { children: ReactNode; logic?: typeof overlaysMachine }) {
  return <OverlaysContext.Provider logic={logic}>{children}</OverlaysContext.Provider>;
}

const Layer = styled('div', {
  position: 'fixed',
  inset: 0,
  pointerEvents: 'none',
  '&[data-open]': { pointerEvents: 'auto' },
  '&:empty': { display: 'none' },
});

/**
 * Renders the open overlay above everything and closes it on every route change (spec: all
 * overlays close when the route changes).
 */
export function OverlayHost() {
  const overlay = useOpenOverlay();
  const props = useOverlayProps();
  const closing = useOverlayClosing();
  const zIndex = useOverlayZIndex();
  const { close } = useOverlays();
  useCloseOnRouteChange();
  const Content = overlay ? overlayComponent(overlay) : undefined;
  return (
    <Layer data-overlay-host="" data-open={overlay && !closing ? '' : undefined} style={{ zIndex }}>
      {Content && (
        <Suspense fallback={null}>
          <Content props={props} closing={closing} onClose={close} />
        </Suspense>
      )}
    </Layer>
  );
}

/**
 * A layout effect, so the overlays of the page left are closed before the new page's own effects
 * run: an overlay that a route change opens (the e-mail pop-up waiting for a page that is not a
 * catalogue page) stays open.
 */
function useCloseOnRouteChange() {
  const actor = OverlaysContext.useActorRef();
  const [pathname] = useLocation();
  const search = useSearch();
  const where = `${pathname}?${search}`;
  const last = useRef(where);
  useLayoutEffect(() => {
    if (last.current === where) return;
    last.current = where;
    actor.send({ type: 'route.changed' });
  }, [actor, where]);
}
