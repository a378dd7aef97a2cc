import { assign, setup } from 'xstate';
import { ADMIN_LIMITS, type AdminOrderDetail } from '../../contract/admin';
import { failureOf, Reason } from '../../contract/codes';
import { providedCall } from '../provided';
import { checkFields, type FieldErrors, type FieldRule, type Values } from './fields';

/** The moves a member makes on an order (the detail's `actions` says which the order allows now). */
export type OrderAction = AdminOrderDetail['actions'][number];

/** Each action's fields and their rules; `refund`'s amount is empty for the whole refundable amount. */
export function actionRules(action: OrderAction, refundable: number): Record<string, FieldRule> {
  switch (action) {
    case 'ship':
      return { carrier: { required: true, max: ADMIN_LIMITS.carrierMax }, tracking_no: { required: true, max: ADMIN_LIMITS.trackingNoMax } };
    case 'cancel':
      return { reason: { required: true, max: ADMIN_LIMITS.reasonMax } };
    case 'refund':
      return { amount: { amount: true, maxAmount: refundable }, reason: { required: true, max: ADMIN_LIMITS.reasonMax } };
    case 'price_difference':
      return { amount: { required: true, amount: true } };
    default:
      return {};
  }
}

export interface OrderActionInput {
  action: OrderAction;
  orderId: number;
  /** The order's version as shown: sent with the action, a stale one is refused (409). */
  version: number;
  /** What can still be refunded (USD). */
  refundable: number;
}

export interface OrderActionContext extends OrderActionInput {
  values: Values;
  errors: FieldErrors;
  /** The server's refusal (not about one field), shown in the form. */
  error: unknown;
}

/** What the call sends: the action, the order and its version, the fields as typed. */
export interface SubmitActionInput {
  action: OrderAction;
  orderId: number;
  version: number;
  values: Values;
}

export type OrderActionEvent =
  | { type: 'action.open' }
  | { type: 'action.field'; name: string; value: string }
  | { type: 'action.submit' }
  | { type: 'action.cancel' }
  | { type: 'action.reload' }
  /** The order was loaded again (after this or another action): its new version and refundable amount. */
  | { type: 'action.order'; version: number; refundable: number };

const emptyValues = (action: OrderAction): Values => Object.fromEntries(Object.keys(actionRules(action, 0)).map((k) => [k, '']));

/**
 * One action on an order, through the server's order lifecycle: opened, its fields typed and
 * checked, submitted with the order's version; done (the app reloads the order), or refused with the
 * server's message in the form, or the order changed meanwhile (409: the member reloads it, and
 * nothing was applied).
 */
export const orderActionMachine = setup({
  types: {
    input: {} as OrderActionInput,
    context: {} as OrderActionContext,
    events: {} as OrderActionEvent,
    tags: {} as 'open' | 'busy' | 'done' | 'conflict' | 'failed',
  },
  actors: {
    /** POST api/admin/orders/:id/<action>: answers the order as it is now. */
    submit: providedCall<AdminOrderDetail, SubmitActionInput>('submit'),
  },
  guards: {
    isValid: ({ context }) => Object.keys(checkFields(context.values, actionRules(context.action, context.refundable))).length === 0,
    isKnownField: ({ context, event }) => event.type === 'action.field' && event.name in actionRules(context.action, 0),
    isOrder: ({ event }) => event.type === 'action.order' && Number.isInteger(event.version) && Number.isFinite(event.refundable),
    isConflict: (_, { error }: { error: unknown }) => failureOf(error).reason === Reason.orderChanged,
  },
  actions: {
    setField: assign({
      values: ({ context, event }) => (event.type === 'action.field' ? { ...context.values, [event.name]: event.value } : context.values),
      errors: ({ context, event }) => {
        if (event.type !== 'action.field') return context.errors;
        const { [event.name]: _gone, ...rest } = context.errors;
        return rest;
      },
    }),
    showErrors: assign({ errors: ({ context }) => checkFields(context.values, actionRules(context.action, context.refundable)) }),
    clear: assign({ errors: {}, error: null }),
    reset: assign({ values: ({ context }) => emptyValues(context.action), errors: {}, error: null }),
    setOrder: assign(({ event }) => (event.type === 'action.order' ? { version: event.version, refundable: event.refundable } : {})),
    rememberFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      return Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors, error: null } : { error };
    }),
    /** Provided by the app: the order as the server answered it replaces the one shown. */
    tellOrder: (_, _params: { order: AdminOrderDetail }) => {},
    /** Provided by the app: loads the order again (it changed since it was shown). */
    reloadOrder: () => {},
  },
}).createMachine({
  id: 'orderAction',
  context: ({ input }) => ({ ...input, values: emptyValues(input.action), errors: {}, error: null }),
  initial: 'idle',
  on: { 'action.order': { guard: 'isOrder', actions: 'setOrder' } },
  states: {
    idle: {
      on: { 'action.open': { target: 'editing', actions: 'reset' } },
    },
    editing: {
      description: 'The form is open: its fields (none for Mark delivered: a confirmation) and a refusal shown in it.',
      tags: ['open'],
      on: {
        'action.field': { guard: 'isKnownField', actions: 'setField' },
        'action.submit': [{ guard: 'isValid', target: 'submitting', actions: 'clear' }, { actions: 'showErrors' }],
        'action.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    submitting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ action: context.action, orderId: context.orderId, version: context.version, values: context.values }),
        onDone: { target: 'done', actions: { type: 'tellOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      description: 'Refused: the server says why in the form; the member may change the fields and try again.',
      tags: ['open', 'failed'],
      on: {
        'action.field': { guard: 'isKnownField', target: 'editing', actions: 'setField' },
        'action.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'clear' },
          { target: 'editing', actions: 'showErrors' },
        ],
        'action.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    conflict: {
      description:
        'Someone else changed the order first (409 orderChanged; another 409, a move the state no longer allows, is a refusal): nothing was applied; the member reloads it to see it as it is.',
      tags: ['open', 'conflict'],
      on: {
        'action.reload': { target: 'idle', actions: ['reloadOrder', 'reset'] },
        'action.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    done: {
      tags: ['done'],
      description: 'Applied: says so until the member opens the form again (the order shown is loaded again).',
      on: { 'action.open': { target: 'editing', actions: 'reset' } },
    },
  },
});
