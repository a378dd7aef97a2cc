import { assign, setup } from 'xstate';
import { failureOf } from '../contract/codes';
import type { TrackResult } from '../contract/orders';
import { trackOrderSchema, type TrackOrderInput } from '../contract/schemas/checkout';
import { validate } from '../contract/schemas/validate';
import { providedCall } from './provided';

export interface TrackOrderFields {
  orderNo: string;
  email: string;
}

/** Field messages per contract/schemas trackOrderSchema (absent when the field is valid). */
export type TrackOrderErrors = Partial<Record<'order_no' | 'email', string>>;

export interface TrackOrderContext extends TrackOrderFields {
  errors: TrackOrderErrors;
  result: TrackResult | null;
  /** A failure other than "not found" (offline, too many attempts). */
  error: unknown;
}

export type TrackOrderEvent = { type: 'track.orderNo'; value: string } | { type: 'track.email'; value: string } | { type: 'track.submit' };

/** Every field's first message, or {} when the form is valid. */
export function checkTrackOrder(f: TrackOrderFields): TrackOrderErrors {
  const r = validate(trackOrderSchema, { order_no: f.orderNo, email: f.email });
  return r.ok ? {} : r.errors;
}

/** What the search sends: trimmed, the order number upper-cased (the schema's own cast). */
export function trackQuery(f: TrackOrderFields): TrackOrderInput {
  return trackOrderSchema.cast({ order_no: f.orderNo, email: f.email });
}

/**
 * What the form shows (src/features/orders/track-order.view.ts): `busy` while searching, then the
 * order `found`, `notFound` or another failure, `failed`.
 */
export type TrackOrderTag = 'busy' | 'found' | 'notFound' | 'failed';

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

const isValid = (c: TrackOrderFields) => Object.keys(checkTrackOrder(c)).length === 0;

/** Once answered: changing a field clears the answer; submitting searches again. */
const answered = {
  'track.orderNo': { target: 'editing', actions: ['clearOutcome', 'setField'] },
  'track.email': { target: 'editing', actions: ['clearOutcome', 'setField'] },
  'track.submit': { target: 'searching', actions: 'clearOutcome' },
} as const;

/**
 * The public /track-order form: order number and e-mail, checked with trackOrderSchema, then
 * api/orders/track; the order's timeline, "not found" (the same for a wrong e-mail as for an
 * unknown number, so nothing is revealed) or another failure. Field messages appear at the
 * first submit and then follow what is typed.
 */
export const trackOrderMachine = setup({
  types: {
    input: {} as Partial<TrackOrderFields>,
    context: {} as TrackOrderContext,
    events: {} as TrackOrderEvent,
    tags: {} as TrackOrderTag,
  },
  actors: {
    trackOrder: providedCall<TrackResult, TrackOrderInput>('trackOrder'),
  },
  guards: {
    isFormValid: ({ context }) => isValid(context),
    isNotFound: (_, { error }: { error: unknown }) => failureOf(error).kind === 'notFound',
  },
  actions: {
    setField: assign(({ context, event }) => {
      const next: TrackOrderFields = {
        orderNo: event.type === 'track.orderNo' ? event.value : context.orderNo,
        email: event.type === 'track.email' ? event.value : context.email,
      };
      // Messages shown stay in step with what is typed; none appear before the first submit.
      const all = checkTrackOrder(next);
      const errors: TrackOrderErrors = {};
      for (const key of Object.keys(context.errors) as (keyof TrackOrderErrors)[]) if (all[key]) errors[key] = all[key];
      return { ...next, errors };
    }),
    showErrors: assign({ errors: ({ context }) => checkTrackOrder(context) }),
    clearOutcome: assign({ errors: {}, result: null, error: null }),
    setResult: assign((_, { result }: { result: TrackResult }) => ({ result })),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
}).createMachine({
  id: 'trackOrder',
  context: ({ input }) => ({ orderNo: input.orderNo ?? '', email: input.email ?? '', errors: {}, result: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'track.orderNo': { actions: 'setField' },
        'track.email': { actions: 'setField' },
        'track.submit': [{ guard: 'isFormValid', target: 'searching', actions: 'clearOutcome' }, { actions: 'showErrors' }],
      },
    },
    searching: {
      description: 'Waiting for the server; further submits are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'trackOrder',
        src: 'trackOrder',
        input: ({ context }) => trackQuery(context),
        onDone: { target: 'found', actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) } },
        onError: [
          { guard: { type: 'isNotFound', params: errorParams }, target: 'notFound' },
          { target: 'failed', actions: { type: 'rememberError', params: errorParams } },
        ],
      },
    },
    found: { description: 'The order’s status, shipment and timeline show under the form.', tags: ['found'], on: answered },
    notFound: { description: 'No order has this number and e-mail (the same answer for both, nothing revealed).', tags: ['notFound'], on: answered },
    failed: {
      description: 'Another failure (offline, too many attempts): its message; the same search may be sent again.',
      tags: ['failed'],
      on: answered,
    },
  },
});
