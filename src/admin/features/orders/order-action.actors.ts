import { fromPromise } from 'xstate';
import type { AdminOrderDetail } from '../../../../contract/admin';
import { orderActionMachine, type SubmitActionInput } from '../../../../machines/admin/order-action.machine';
import { ordersApi } from './orders.api';

/** What each action sends besides the version (the fields, as the server names them). */
function bodyOf({ action, orderId, version, values }: SubmitActionInput): Record<string, unknown> {
  switch (action) {
    case 'ship':
      return { version, carrier: values.carrier!.trim(), tracking_no: values.tracking_no!.trim() };
    case 'cancel':
      return { version, reason: values.reason!.trim() };
    case 'refund':
      return {
        version,
        reason: values.reason!.trim(),
        // One refund per order version: a request sent again (a lost answer, a double click) refunds once.
        idempotency_key: `refund-${orderId}-v${version}`,
        ...(values.amount?.trim() ? { amount: Number(values.amount) } : {}),
      };
    case 'price_difference':
      return { version, amount: Number(values.amount) };
    default:
      return { version };
  }
}

/**
 * An action on an order, wired: the call of its endpoint, and the order page's reload when it is
 * done or the order changed meanwhile (`reload`, the page's).
 */
export function orderActionLogic(reload: () => void) {
  return orderActionMachine.provide({
    actors: {
      submit: fromPromise<AdminOrderDetail, SubmitActionInput>(({ input }) => ordersApi.act(input.action, input.orderId, bodyOf(input))),
    },
    actions: {
      tellOrder: () => reload(),
      reloadOrder: () => reload(),
    },
  });
}
