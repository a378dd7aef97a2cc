/**
 * What an overlay's content is handed by the host: a leaf the overlays' dialogs import, so that the
 * table of overlays (./overlay-table.ts), which loads those dialogs, is imported by nobody they import.
 */
import type { OverlayName, OverlayProps } from '../../../machines/overlays.machine';

export type { OverlayName, OverlayProps };

/** What the host hands to an overlay's content. */
export interface OverlayContentProps {
  props: OverlayProps;
  /** True while the menu fades out: the content stays for the fade, hidden from assistive tech. */
  closing: boolean;
  onClose(): void;
}
