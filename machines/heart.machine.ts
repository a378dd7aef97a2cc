import { assign, emit, setup } from 'xstate';
import { providedCall } from './provided';

export interface HeartInput {
  goodsId: number;
  isWished: boolean;
  /** Blog posts need a signed-in customer; goods can be wished by visitors too. */
  requiresSignIn?: boolean;
  isSignedIn?: boolean;
}

interface HeartContext {
  goodsId: number;
  isWished: boolean;
  requiresSignIn: boolean;
  isSignedIn: boolean;
  error: unknown;
}

export type HeartEvent =
  | { type: 'heart.toggle' }
  /** The wishlist changed elsewhere (another heart for the same goods, a reload). */
  | { type: 'heart.sync'; isWished: boolean }
  | { type: 'session.changed'; isSignedIn: boolean };

/**
 * Spec section 4: the heart emits success when the server added it and cancel when it removed it,
 * for the view around the heart (the wishlist page follows a removal: src/pages/account/my-wishlist-page.tsx).
 */
export type HeartEmitted = { type: 'success'; goodsId: number } | { type: 'cancel'; goodsId: number };

/**
 * The wishlist heart (spec section 4): wished or not wished, flips only when the server agrees,
 * ignores clicks while a request is pending. Its success (added) and cancel (removed) hand the
 * server's wished ids to the app's wishlist, so every heart of the same goods follows, and are
 * emitted (`success`, `cancel`) for the view around it; a failure is reported; a signed-out shopper
 * on a blog post's heart is asked to sign in instead.
 */
export const heartMachine = setup({
  types: {
    input: {} as HeartInput,
    context: {} as HeartContext,
    events: {} as HeartEvent,
    emitted: {} as HeartEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** POST api/users/addWish: answers the wished goods ids. */
    addWish: providedCall<number[], { goodsId: number }>('addWish'),
    /** DELETE api/users/removeWish: answers the wished goods ids. */
    removeWish: providedCall<number[], { goodsId: number }>('removeWish'),
  },
  guards: {
    isWished: ({ context }) => context.isWished,
    needsSignIn: ({ context }) => context.requiresSignIn && !context.isSignedIn,
    syncsToWished: ({ event }) => event.type === 'heart.sync' && event.isWished,
    syncsToNotWished: ({ event }) => event.type === 'heart.sync' && !event.isWished,
  },
  actions: {
    markWished: assign({ isWished: true, error: null }),
    markNotWished: assign({ isWished: false, error: null }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
    rememberSignedIn: assign({
      isSignedIn: ({ context, event }) => (event.type === 'session.changed' ? event.isSignedIn : context.isSignedIn),
    }),
    emitSuccess: emit(({ context }) => ({ type: 'success' as const, goodsId: context.goodsId })),
    emitCancel: emit(({ context }) => ({ type: 'cancel' as const, goodsId: context.goodsId })),
    /** Provided by the app: the wishlist takes the wished ids the server answered. */
    tellWishlist: (_, _params: { ids: number[] }) => {},
    /** Provided by the app: tells the shopper the heart could not change (a toast). */
    reportFailure: (_, _params: { error: unknown }) => {},
    /** Provided by the app: the sign-in dialog. */
    askToSignIn: () => {},
  },
}).createMachine({
  id: 'heart',
  context: ({ input }) => ({
    goodsId: input.goodsId,
    isWished: input.isWished,
    requiresSignIn: input.requiresSignIn ?? false,
    isSignedIn: input.isSignedIn ?? false,
    error: null,
  }),
  initial: 'resolving',
  on: {
    'session.changed': { actions: 'rememberSignedIn' },
  },
  states: {
    resolving: {
      description: 'Starts wished or not, as the wishlist says.',
      always: [{ guard: 'isWished', target: 'wished' }, { target: 'notWished' }],
    },
    notWished: {
      on: {
        'heart.toggle': [{ guard: 'needsSignIn', actions: 'askToSignIn' }, { target: 'adding' }],
        'heart.sync': { guard: 'syncsToWished', target: 'wished', actions: 'markWished' },
      },
    },
    adding: {
      description: 'Waiting for the server; clicks are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'addWish',
        src: 'addWish',
        input: ({ context }) => ({ goodsId: context.goodsId }),
        onDone: {
          target: 'wished',
          actions: ['markWished', { type: 'tellWishlist', params: ({ event }) => ({ ids: event.output }) }, 'emitSuccess'],
        },
        onError: {
          target: 'notWished',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    wished: {
      on: {
        'heart.toggle': [{ guard: 'needsSignIn', actions: 'askToSignIn' }, { target: 'removing' }],
        'heart.sync': { guard: 'syncsToNotWished', target: 'notWished', actions: 'markNotWished' },
      },
    },
    removing: {
      description: 'Waiting for the server; clicks are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'removeWish',
        src: 'removeWish',
        input: ({ context }) => ({ goodsId: context.goodsId }),
        onDone: {
          target: 'notWished',
          actions: ['markNotWished', { type: 'tellWishlist', params: ({ event }) => ({ ids: event.output }) }, 'emitCancel'],
        },
        onError: {
          target: 'wished',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
