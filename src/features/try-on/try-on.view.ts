import type { SnapshotFrom } from 'xstate';
import type { FaceLandmarks, FramePlacement, PdEstimate } from '../../../contract/try-on-geometry';
import { pdOffer, type TryOnPicture, type tryOnMachine } from '../../../machines/try-on.machine';

/** What the status line says (a key of product.json's tryOn.status). */
export type TryOnStatus = 'asking' | 'loading' | 'searching' | 'found' | 'lost' | 'reading' | 'noFace' | 'denied' | 'modelFailed' | 'unsupported';

/** The status tags in the order they are asked (a state has one). */
const STATUSES: readonly TryOnStatus[] = ['asking', 'loading', 'searching', 'found', 'lost', 'reading', 'noFace', 'denied', 'modelFailed'];

export interface TryOnView {
  /** The status line; `denied` also offers "Ask again", `modelFailed` a Try again. */
  status: TryOnStatus;
  /** The camera's picture or the photo, else null (an empty stage). */
  picture: TryOnPicture | null;
  /** Where the frame is drawn on the face, and the face it is drawn on. */
  placement: FramePlacement | null;
  face: FaceLandmarks | null;
  /** How long the face model took to load (ms), for the stage's data attribute. */
  loadMs: number | null;
  facesSeen: number;
  /** The PD measured from the iris, offered to the lens configurator; null until there is one. */
  pd: PdEstimate | null;
}

/** What the try-on dialog draws in each state of machines/try-on.machine.ts. */
export function tryOnView(s: SnapshotFrom<typeof tryOnMachine>): TryOnView {
  const { picture, placement, face, loadMs, facesSeen } = s.context;
  return {
    status: STATUSES.find((tag) => s.hasTag(tag)) ?? 'unsupported',
    picture,
    placement,
    face,
    loadMs,
    facesSeen,
    pd: pdOffer(s.context),
  };
}
