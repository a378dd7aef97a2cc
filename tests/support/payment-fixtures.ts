import { act } from '@testing-library/react';
import type { BankTransferDetails, Instalment, PaymentResult } from '../../contract/orders';
import { flush } from './shell-harness';

/** One unpaid order in euros (€0.92 to the dollar), as the payment panel receives it. */
export const currency = { symbol: 'EUR', money: '€', exchange_rate: 0.92 };
export const order = { id: 12, order_no: 'OS2611-ABC234', total: 120, currency };

export const paid: PaymentResult = {
  order_id: 12,
  order_no: order.order_no,
  status: 'paid',
  payment: {
    id: 1,
    method: 'card',
    purpose: 'order',
    status: 'succeeded',
    amount: 120,
    created_at: '2026-11-22T00:00:00Z',
    description: 'Visa •••• 4242',
  },
};

export const bank: BankTransferDetails = {
  order_id: 12,
  order_no: order.order_no,
  amount: 120,
  currency,
  reference: order.order_no,
  beneficiary: 'Optic Shop Ltd',
  bank_name: 'Northgate Bank plc',
  iban: 'GB33BUKB20201555555555',
  swift: 'BUKBGB22',
  pay_by: '2026-11-29T12:00:00Z',
};

/** Pay in 4 of the order: 4 × 30, all scheduled, due dates set at processing. */
export const schedule: Instalment[] = [1, 2, 3, 4].map((seq) => ({ seq, amount: 30, due_at: null, status: 'scheduled' }));

interface Pending {
  list: { d: { resolve(v: never): void; reject(e: unknown): void } }[];
}

/**
 * A model path's done and error events of invoke `id`, played by settling the newest in-memory
 * call (tests/support/shell-harness `calls()`) with the event's output or error.
 */
export function settles(id: string, pending: Pending) {
  const last = () => pending.list[pending.list.length - 1]!.d;
  return {
    [`xstate.done.actor.${id}`]: async ({ event }: { event: { output: never } }) => {
      await act(async () => last().resolve(event.output));
      await flush();
    },
    [`xstate.error.actor.${id}`]: async ({ event }: { event: { error: unknown } }) => {
      await act(async () => last().reject(event.error));
      await flush();
    },
  };
}

/** A failure as the API client throws it (its kind, message and field messages), for the machines' tests. */
export class FakeApiError extends Error {
  constructor(
    readonly kind: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}
