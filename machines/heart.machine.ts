import { assign, emit, fromPromise, setup } from 'xstate';

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

export type HeartEmitted =
  | { type: 'heart.success'; goodsId: number }
  | { type: 'heart.cancel'; goodsId: number }
  | { type: 'heart.failed'; goodsId: number; error: unknown }
  | { type: 'heart.signInRequired'; goodsId: number };

/**
 * The wishlist heart (spec section 4): wished or not wished, flips only when the server agrees,
 * emits success when added and cancel when removed, ignores clicks while a request is pending.
 */
export const heartMachine = setup({
  types: {
    input: {} as HeartInput,
    context: {} as HeartContext,
    events: {} as HeartEvent,
    emitted: {} as HeartEmitted,
  },
  actors: {
    addWish: fromPromise<void, { goodsId: number }>(async () => {}),
    removeWish: fromPromise<void, { goodsId: number }>(async () => {}),
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
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    rememberSignedIn: assign({
      isSignedIn: ({ context, event }) => (event.type === 'session.changed' ? event.isSignedIn : context.isSignedIn),
    }),
    emitSuccess: emit(({ context }) => ({ type: 'heart.success' as const, goodsId: context.goodsId })),
    emitCancel: emit(({ context }) => ({ type: 'heart.cancel' as const, goodsId: context.goodsId })),
    emitFailed: emit(({ context }) => ({ type: 'heart.failed' as const, goodsId: context.goodsId, error: context.error })),
    emitSignInRequired: emit(({ context }) => ({ type: 'heart.signInRequired' as const, goodsId: context.goodsId })),
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
        'heart.toggle': [
          { guard: 'needsSignIn', actions: 'emitSignInRequired' },
          { target: 'adding' },
        ],
        'heart.sync': { guard: 'syncsToWished', target: 'wished', actions: 'markWished' },
      },
    },
    adding: {
      description: 'Waiting for the server; clicks are ignored.',
      invoke: {
        id: 'addWish',
        src: 'addWish',
        input: ({ context }) => ({ goodsId: context.goodsId }),
        onDone: { target: 'wished', actions: ['markWished', 'emitSuccess'] },
        onError: { target: 'notWished', actions: ['rememberError', 'emitFailed'] },
      },
    },
    wished: {
      on: {
        'heart.toggle': [
          { guard: 'needsSignIn', actions: 'emitSignInRequired' },
          { target: 'removing' },
        ],
        'heart.sync': { guard: 'syncsToNotWished', target: 'notWished', actions: 'markNotWished' },
      },
    },
    removing: {
      description: 'Waiting for the server; clicks are ignored.',
      invoke: {
        id: 'removeWish',
        src: 'removeWish',
        input: ({ context }) => ({ goodsId: context.goodsId }),
        onDone: { target: 'notWished', actions: ['markNotWished', 'emitCancel'] },
        onError: { target: 'wished', actions: ['rememberError', 'emitFailed'] },
      },
    },
  },
});
