import { assign, setup } from 'xstate';
import type { CartLine, CartProblem, CartVerification } from '../contract/entities';
import { providedCall, providedSubscription } from './provided';

export interface CartCheckoutContext {
  /** The selected lines being checked out. */
  cartIds: number[];
  /** What the last check found wrong, per line. */
  problems: CartProblem[];
  /** Why the check could not be made, as it came (null: the cart did not load after the sign-in). */
  error: unknown;
}

export type CartCheckoutEvent =
  /** The Checkout button, with the selected lines and whether a customer is signed in. */
  | { type: 'checkout.start'; cartIds: number[]; signedIn: boolean }
  /** The login dialog succeeded. */
  | { type: 'checkout.signedIn' }
  /** Sent by `cartLoads`: the cart answered after the sign-in (the visitor's lines merged), with the selection now. */
  | { type: 'checkout.cartLoaded'; cartIds: number[] }
  /** Sent by `cartLoads`: the cart could not load after the sign-in. */
  | { type: 'checkout.cartFailed' };

/**
 * A problem the shopper has not fixed yet: the line is still there and still holds more than the
 * check allowed (a sold-out line always has one, until it is removed).
 */
export function openProblem(problems: readonly CartProblem[], line: Pick<CartLine, 'id' | 'qty'>): CartProblem | undefined {
  const p = problems.find((x) => x.cart_id === line.id);
  return p && line.qty > p.max_qty ? p : undefined;
}

const start = [
  { guard: 'hasNoSelection', description: 'Nothing selected: the button is disabled anyway.' },
  { guard: 'isSignedIn', target: 'verifying', actions: 'rememberSelection' },
  { target: 'signingIn', reenter: true, actions: 'rememberSelection' },
] as const;

/**
 * The cart page's Checkout button: a customer's selected lines are checked against stock and
 * purchase limits (api/users/verifyCartPurchaseLimit) and, when all is well, the shopper goes on
 * to /payment. A visitor signs in first (the login dialog); the visitor's cart merges into the
 * customer's, so the check waits for that cart (listening to the app's cart while it waits) and
 * checks the selection as it is then. Problems stay on the lines until the next press.
 */
export const cartCheckoutMachine = setup({
  types: {
    context: {} as CartCheckoutContext,
    events: {} as CartCheckoutEvent,
    tags: {} as 'busy' | 'signingIn' | 'blocked' | 'failed',
  },
  actors: {
    /** GET api/users/verifyCartPurchaseLimit: stock and purchase limits of the selected lines. */
    verifySelection: providedCall<CartVerification, { cartIds: number[] }>('verifySelection'),
    /**
     * The app's cart loads while the gate waits for the merged cart, as `checkout.cartLoaded` (with
     * the selection as it is then) and `checkout.cartFailed`.
     */
    cartLoads: providedSubscription('cartLoads'),
  },
  guards: {
    hasNoSelection: ({ event }) => (event.type === 'checkout.start' || event.type === 'checkout.cartLoaded') && event.cartIds.length === 0,
    isSignedIn: ({ event }) => event.type === 'checkout.start' && event.signedIn,
    isVerified: (_, { verification }: { verification: CartVerification }) => verification.ok,
  },
  actions: {
    /** Provided by the app: the login dialog, whose success sends `checkout.signedIn` to this actor. */
    askToSignIn: () => {},
    /** Provided by the app: to /payment. */
    goToPayment: () => {},
    /** Provided by the app: the app's cart reloads, so stock and lines are the server's again. */
    refreshCart: () => {},
    rememberSelection: assign(({ event }) =>
      event.type === 'checkout.start' || event.type === 'checkout.cartLoaded' ? { cartIds: event.cartIds, problems: [], error: null } : {},
    ),
    rememberProblems: assign((_, { problems }: { problems: CartProblem[] }) => ({ problems })),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
    forgetError: assign({ error: null }),
  },
}).createMachine({
  id: 'cartCheckout',
  context: { cartIds: [], problems: [], error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'checkout.start': [...start] },
    },
    signingIn: {
      tags: ['signingIn'],
      description: 'A visitor: the login dialog is open. Closing it leaves the button ready to press again.',
      entry: 'askToSignIn',
      on: {
        'checkout.start': [...start],
        'checkout.signedIn': 'awaitingCart',
      },
    },
    awaitingCart: {
      tags: ['busy'],
      description: "Signed in: the cart reloads with the visitor's lines merged into the customer's.",
      invoke: { id: 'cartLoads', src: 'cartLoads' },
      on: {
        'checkout.cartLoaded': [
          { guard: 'hasNoSelection', target: 'idle' },
          { target: 'verifying', actions: 'rememberSelection' },
        ],
        'checkout.cartFailed': { target: 'failed', actions: 'forgetError' },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifySelection',
        src: 'verifySelection',
        input: ({ context }) => ({ cartIds: context.cartIds }),
        onDone: [
          { guard: { type: 'isVerified', params: ({ event }) => ({ verification: event.output }) }, target: 'leaving' },
          { target: 'blocked', actions: { type: 'rememberProblems', params: ({ event }) => ({ problems: event.output.problems }) } },
        ],
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    blocked: {
      tags: ['blocked'],
      description: 'Some lines are sold out, short of stock or over the purchase limit: shown on the lines, with the stock as it is now.',
      entry: 'refreshCart',
      on: { 'checkout.start': [...start] },
    },
    failed: {
      tags: ['failed'],
      description: 'The check could not be made (its message, or a generic one without); a line may have gone, so the cart reloads.',
      entry: 'refreshCart',
      on: { 'checkout.start': [...start] },
    },
    leaving: {
      tags: ['busy'],
      type: 'final',
      entry: 'goToPayment',
    },
  },
});

export type CartCheckoutMachine = typeof cartCheckoutMachine;
