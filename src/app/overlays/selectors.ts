import { useCallback, useMemo } from 'react';
import type { OverlayName, OverlayProps } from '../../../machines/overlays.machine';
import { OverlaysContext } from './overlays-context';
import { overlaysView } from './overlays.view';

/** The overlay on screen (also while the menu fades out), or null. */
export function useOpenOverlay(): OverlayName | null {
  return OverlaysContext.useSelector((s) => overlaysView(s).overlay);
}

export function useOverlayProps(): OverlayProps {
  return OverlaysContext.useSelector((s) => overlaysView(s).props);
}

/** True while the menu fades out (300 ms) before it is removed. */
export function useOverlayClosing(): boolean {
  return OverlaysContext.useSelector((s) => overlaysView(s).closing);
}

/** The host's stacking: above everything while something is open, below pop-ups otherwise. */
export function useOverlayZIndex(): number {
  return OverlaysContext.useSelector((s) => overlaysView(s).zIndex);
}

/** What views may ask of the overlay host. */
export function useOverlays() {
  const actor = OverlaysContext.useActorRef();
  const open = useCallback((overlay: OverlayName, props?: OverlayProps) => actor.send({ type: 'overlay.open', overlay, props }), [actor]);
  const close = useCallback(() => actor.send({ type: 'overlay.close' }), [actor]);
  return useMemo(() => ({ open, close }), [open, close]);
}
