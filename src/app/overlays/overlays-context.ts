import { createActorContext } from '@xstate/react';
import { overlaysMachine } from '../../../machines/overlays.machine';

/** The one overlay host's actor, created once for the app. */
export const OverlaysContext = createActorContext(overlaysMachine);
