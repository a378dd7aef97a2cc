import { assign, setup } from 'xstate';
import { TOAST_MAX, TOAST_MS } from '../contract/constants';
import type { Message } from '../contract/messages';

/** An error (a refusal), a success, a warning (the shopper's input will not do: 'url error'), or news. */
export type ToastKind = 'error' | 'success' | 'warning' | 'info';

/**
 * A toast in the app's own words, for a wiring module (which cannot translate): a catalogue key
 * and its values, translated when shown (`{ key: 'wishlist:page.added', values: { name } }`).
 */
export interface ToastPhrase {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * What a toast says: a message of the contract (a reference, as the server named it or the app said
 * it, or a text) or a phrase of the app's catalogues. A reference's key is one of `messages`, a
 * phrase's is namespaced (`wishlist:page.added`): `isMessageRef` tells them apart.
 */
export type ToastMessage = Message | ToastPhrase;

export interface Toast {
  id: number;
  kind: ToastKind;
  message: ToastMessage;
}

const sameMessage = (a: ToastMessage, b: ToastMessage) => JSON.stringify(a) === JSON.stringify(b);

export interface ToastsContext {
  toasts: Toast[];
  nextId: number;
}

export type ToastsEvent = { type: 'toast.show'; kind: ToastKind; message: ToastMessage } | { type: 'toast.dismiss'; id: number };

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  actions: {
    addToast: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      const toast: Toast = { id: context.nextId, kind: event.kind, message: event.message };
      // Newest last; the oldest gives way when the stack is full.
      return { toasts: [...context.toasts, toast].slice(-TOAST_MAX), nextId: context.nextId + 1 };
    }),
    removeToast: assign(({ context, event }) => (event.type === 'toast.dismiss' ? { toasts: context.toasts.filter((t) => t.id !== event.id) } : {})),
    removeOldest: assign(({ context }) => ({ toasts: context.toasts.slice(1) })),
  },
  guards: {
    isAlreadyShown: ({ context, event }) =>
      event.type === 'toast.show' && context.toasts.some((t) => sameMessage(t.message, event.message) && t.kind === event.kind),
    hasNoToasts: ({ context }) => context.toasts.length === 0,
  },
  delays: {
    toastDismiss: TOAST_MS,
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'toast.show': { target: 'visible', actions: 'addToast' } },
    },
    visible: {
      description: 'Toasts are on screen; every few seconds the oldest dismisses itself.',
      after: {
        toastDismiss: { target: 'settling', actions: 'removeOldest' },
      },
      on: {
        'toast.show': [{ guard: 'isAlreadyShown' }, { actions: 'addToast' }],
        'toast.dismiss': { target: 'settling', actions: 'removeToast' },
      },
    },
    settling: {
      description: 'After one leaves: back to idle when none are left, otherwise the timer starts again.',
      always: [{ guard: 'hasNoToasts', target: 'idle' }, { target: 'visible' }],
    },
  },
});
