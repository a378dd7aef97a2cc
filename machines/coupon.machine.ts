import { assign, setup } from 'xstate';
import type { Coupon } from '../contract/checkout';
import { failureOf, Reason } from '../contract/codes';
import { providedCall } from './provided';

export interface CouponInput {
  couponId: number;
  /** The list's is_get: 1 when the caller already holds it. */
  isSaved: boolean;
  isSignedIn: boolean;
  /**
   * Claim at once (or as soon as the shopper is signed in): the coupon dialog reopened after the
   * sign-in its GET asked for, on the coupon that was pressed.
   */
  claimAtStart?: boolean;
}

interface CouponContext {
  couponId: number;
  /** The list's is_get when the coupon was first shown. */
  heldAtStart: boolean;
  claimAtStart: boolean;
  isSignedIn: boolean;
  /** The last refused claim (the client has toasted its message); null after a new claim. */
  error: unknown;
}

export type CouponEvent =
  /** The shopper pressed GET. */
  | { type: 'coupon.get' }
  /** The coupon list was read again (a sign-in or sign-out changes who holds what). */
  | { type: 'coupon.sync'; isSaved: boolean }
  | { type: 'session.changed'; isSignedIn: boolean };

/**
 * One coupon of the coupon strip or dialog (spec section 4): a coupon the shopper does not hold
 * shows GET; a successful claim (POST api/users/setCoupon/{id}) turns it to SAVED. Signed out,
 * GET opens the sign-in dialog instead, and signing in goes on with the claim. A refused claim
 * ends the loading state and goes back to GET (the refusal is toasted by the call). A claim that
 * changes what the list says (saved, or refused because the coupon ended or was withdrawn) has the
 * list read again, so every view of it (strip, dialog) shows the coupon's new state. A claim refused
 * because every coupon of it was claimed (409, reason soldOut) shows the coupon as gone at once,
 * ALL CLAIMED without GET; the list is not read again for it, as that would drop the coupon from
 * the strip without a word.
 */
export const couponMachine = setup({
  types: {
    input: {} as CouponInput,
    context: {} as CouponContext,
    events: {} as CouponEvent,
    tags: {} as 'busy' | 'done' | 'gone',
  },
  actors: {
    /** POST api/users/setCoupon/{id}: answers the coupon, now held. */
    claimCoupon: providedCall<Coupon, { couponId: number }>('claimCoupon'),
  },
  guards: {
    heldAtStart: ({ context }) => context.heldAtStart,
    claimsAtStartSignedIn: ({ context }) => context.claimAtStart && context.isSignedIn,
    claimsAtStart: ({ context }) => context.claimAtStart,
    /** A 409 saying every coupon of it was claimed. */
    soldOut: ({ event }) => failureOf((event as { error?: unknown }).error).reason === Reason.soldOut,
    /** A 409 (ended, not claimable) or 404 (withdrawn): the list on screen is out of date. */
    listIsStale: ({ event }) => {
      const kind = failureOf((event as { error?: unknown }).error).kind;
      return kind === 'conflict' || kind === 'notFound';
    },
    isSignedIn: ({ context }) => context.isSignedIn,
    signsIn: ({ event }) => event.type === 'session.changed' && event.isSignedIn,
    syncsToSaved: ({ event }) => event.type === 'coupon.sync' && event.isSaved,
    syncsToNotSaved: ({ event }) => event.type === 'coupon.sync' && !event.isSaved,
  },
  actions: {
    rememberSignedIn: assign({
      isSignedIn: ({ context, event }) => (event.type === 'session.changed' ? event.isSignedIn : context.isSignedIn),
    }),
    clearError: assign({ error: null }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
    /** Provided by the app: the sign-in dialog. */
    askToSignIn: () => {},
    /** Provided by the app: the coupon list is read again (strip and dialog). */
    rereadList: () => {},
  },
}).createMachine({
  id: 'coupon',
  context: ({ input }) => ({
    couponId: input.couponId,
    heldAtStart: input.isSaved,
    claimAtStart: input.claimAtStart ?? false,
    isSignedIn: input.isSignedIn,
    error: null,
  }),
  initial: 'resolving',
  on: {
    'session.changed': { actions: 'rememberSignedIn' },
  },
  states: {
    resolving: {
      description:
        'Starts SAVED when the list says the shopper holds it; claims when asked to at start (waiting for the sign-in if need be); GET otherwise.',
      always: [
        { guard: 'heldAtStart', target: 'saved' },
        { guard: 'claimsAtStartSignedIn', target: 'claiming' },
        { guard: 'claimsAtStart', target: 'waitingForSignIn' },
        { target: 'get' },
      ],
    },
    get: {
      description: 'Shows GET.',
      on: {
        'coupon.get': [
          { guard: 'isSignedIn', target: 'claiming', actions: 'clearError' },
          { target: 'waitingForSignIn', actions: 'askToSignIn' },
        ],
        'coupon.sync': { guard: 'syncsToSaved', target: 'saved' },
      },
    },
    waitingForSignIn: {
      description: 'Shows GET while the sign-in dialog is open; signing in goes on with the claim, GET again reopens the dialog.',
      on: {
        'session.changed': { guard: 'signsIn', target: 'claiming', actions: ['rememberSignedIn', 'clearError'] },
        'coupon.get': { actions: 'askToSignIn' },
        'coupon.sync': { guard: 'syncsToSaved', target: 'saved' },
      },
    },
    claiming: {
      tags: ['busy'],
      description: 'GET is busy and ignores presses until the server answers.',
      invoke: {
        id: 'claimCoupon',
        src: 'claimCoupon',
        input: ({ context }) => ({ couponId: context.couponId }),
        onDone: { target: 'saved', actions: 'rereadList' },
        onError: [
          { guard: 'soldOut', target: 'soldOut', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
          {
            guard: 'listIsStale',
            target: 'get',
            actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'rereadList'],
          },
          { target: 'get', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    soldOut: {
      tags: ['gone'],
      description: 'Shows ALL CLAIMED, no GET: every coupon of it was claimed by others. A list read saying the shopper holds it shows SAVED.',
      on: {
        'coupon.sync': { guard: 'syncsToSaved', target: 'saved' },
      },
    },
    saved: {
      tags: ['done'],
      description: 'Shows SAVED; a list read for someone who does not hold it (after signing out) shows GET again.',
      on: {
        'coupon.sync': { guard: 'syncsToNotSaved', target: 'get' },
      },
    },
  },
});
