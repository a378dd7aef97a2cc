/**
 * The sandbox pay-in-4 provider (Klarna/Afterpay-like), offline. The shop is paid in full; the
 * shopper owes the provider 4 interest-free instalments: the amount split to cents with the
 * remainder on the first, the first taken when the order is processed and the other 3 every
 * INSTALMENT_INTERVAL_DAYS after (the lifecycle sets the due dates when the order moves to
 * processing, so every due date is null until then). Offered for amounts between INSTALMENT_MIN
 * and INSTALMENT_MAX. The card that pays the instalments is checked like the sandbox card's.
 */
import { INSTALMENT_COUNT, INSTALMENT_MAX, INSTALMENT_MIN } from '../../../contract/constants';
import type { Instalment } from '../../../contract/orders';
import { fromCents, toCents } from '../../../contract/rounding';
import { randomRef, sandboxRefund, type InstalmentProvider } from './provider';
import { sandboxCardOutcome } from './sandbox-card';

/** 4 instalments of `amount`, in cents, the remainder on the first; all scheduled, due dates unset. */
export function instalmentSchedule(amount: number, count = INSTALMENT_COUNT): Instalment[] {
  const cents = toCents(amount);
  const share = Math.floor(cents / count);
  return Array.from({ length: count }, (_, i) => ({
    seq: i + 1,
    amount: fromCents(i === 0 ? cents - share * (count - 1) : share),
    due_at: null,
    status: 'scheduled' as const,
  }));
}

export function instalmentAccess(amount: number) {
  return { accessible: amount >= INSTALMENT_MIN && amount <= INSTALMENT_MAX, min: INSTALMENT_MIN, max: INSTALMENT_MAX };
}

export function sandboxPayIn4(): InstalmentProvider {
  return {
    method: 'pay_in_4',
    id: 'sandbox-payin4',
    refund: sandboxRefund,
    accessible: instalmentAccess,
    async createSession({ amount }) {
      return { sessionId: randomRef('p4s_', 20), schedule: instalmentSchedule(amount) };
    },
    async pay({ amount, card }) {
      return { ...sandboxCardOutcome(card), schedule: instalmentSchedule(amount) };
    },
    // The card was checked when the plan was approved: each instalment is taken on its due date.
    async instalmentStatus({ dueAt, now }) {
      return dueAt <= now ? 'paid' : 'scheduled';
    },
  };
}
