import { useLayoutEffect } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { cartMachine } from '../../machines/cart.machine';
import type { currencyMachine } from '../../machines/currency.machine';
import type { overlaysMachine, OverlayName, OverlayProps } from '../../machines/overlays.machine';
import type { sessionMachine } from '../../machines/session.machine';
import type { toastsMachine, ToastKind, ToastMessage } from '../../machines/toasts.machine';
import type { wishlistMachine } from '../../machines/wishlist.machine';

/** The machines of the app's long-lived actors, one of each, by the name wiring modules ask for them. */
export interface AppActorMachines {
  session: typeof sessionMachine;
  cart: typeof cartMachine;
  wishlist: typeof wishlistMachine;
  currency: typeof currencyMachine;
  overlays: typeof overlaysMachine;
  toasts: typeof toastsMachine;
}
export type AppActorName = keyof AppActorMachines;
export type AppActors = { [K in AppActorName]: ActorRefFrom<AppActorMachines[K]> };

/** Filled only by createAppActorContext's providers, each with the actor of its own machine. */
const running = new Map<AppActorName, AnyActorRef>();

/**
 * The running app actor `name`, for a wiring module (`*.actors.ts`) whose effect hands something
 * to another machine (a cart the server answered, a toast, the login dialog). Asked when the
 * effect runs, never at import. Its provider is mounted for the whole life of the app (and in
 * every test harness that renders views using it): a missing one is a bug and says so.
 */
export function appActor<K extends AppActorName>(name: K): AppActors[K] {
  const actor = running.get(name);
  if (!actor) throw new Error(`The app's ${name} actor is not running: render its provider (src/app/app.tsx).`);
  return actor as AppActors[K];
}

/** Registers a provider's actor under `name` while the provider is mounted (see app-actor-context.tsx). */
export function useAppActorSlot(name: AppActorName, actor: AnyActorRef): void {
  useLayoutEffect(() => {
    running.set(name, actor);
    return () => {
      if (running.get(name) === actor) running.delete(name);
    };
  }, [name, actor]);
}

/**
 * Shows a toast: a message (the host translates the contract's known ones) or a phrase of the
 * app's catalogues (`{ key, values }`, translated when shown).
 */
export function showToast(kind: ToastKind, message: ToastMessage): void {
  appActor('toasts').send({ type: 'toast.show', kind, message });
}

/** Opens an overlay of the shell (one at a time; every overlay closes on a route change). */
export function openOverlay(overlay: OverlayName, props?: OverlayProps): void {
  appActor('overlays').send({ type: 'overlay.open', overlay, props });
}
