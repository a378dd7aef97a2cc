import type { SnapshotFrom } from 'xstate';
import { Z_OVERLAY_IDLE, Z_OVERLAY_OPEN } from '../../../contract/constants';
import type { OverlayName, OverlayProps, overlaysMachine } from '../../../machines/overlays.machine';

export interface OverlaysView {
  /** The overlay on screen (also while the menu fades out), or null. */
  overlay: OverlayName | null;
  props: OverlayProps;
  /** The menu fades out (300 ms) before it is removed. */
  closing: boolean;
  /** The host's stacking: above everything while something is shown, below pop-ups otherwise. */
  zIndex: number;
}

/** What the overlay host draws in each state of machines/overlays.machine.ts. */
export function overlaysView(s: SnapshotFrom<typeof overlaysMachine>): OverlaysView {
  return {
    overlay: s.context.overlay,
    props: s.context.props,
    closing: s.hasTag('closing'),
    zIndex: s.hasTag('shown') ? Z_OVERLAY_OPEN : Z_OVERLAY_IDLE,
  };
}
