import { createAppActorContext } from '../app-actor-context';
import { overlaysMachine } from '../../../machines/overlays.machine';

/** The one overlay host's actor, created once for the app (wiring modules reach it as `appActor('overlays')`). */
export const OverlaysContext = createAppActorContext('overlays', overlaysMachine);
