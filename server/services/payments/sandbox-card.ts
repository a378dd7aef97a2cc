/**
 * The sandbox card gateway: works offline, behaves like the big gateways' test mode. The test
 * numbers of contract/orders.ts SANDBOX_CARDS decline or fail verification; any other number
 * passing the Luhn check with a future expiry succeeds. Nothing is stored here: intent ids and
 * client secrets are random, the payment code records them.
 */
import { SANDBOX_CARDS } from '../../../contract/orders';
import { expiryValid, luhnValid } from '../../../contract/schemas/payment';
import { randomRef, sandboxRefund, type CardDetails, type CardProvider, type ChargeOutcome, type RefusalReason } from './provider';

/** The refusals the test numbers trigger. */
const REFUSED: Record<string, RefusalReason> = {
  [SANDBOX_CARDS.declined]: 'cardDeclined',
  [SANDBOX_CARDS.insufficientFunds]: 'insufficientFunds',
  [SANDBOX_CARDS.cvcFails]: 'cvcFailed',
};

/** The card network by its leading digits (IIN ranges), as gateways name it. */
export function cardBrand(number: string): string {
  const n2 = Number(number.slice(0, 2));
  const n4 = Number(number.slice(0, 4));
  if (number.startsWith('4')) return 'Visa';
  if ((n2 >= 51 && n2 <= 55) || (n4 >= 2221 && n4 <= 2720)) return 'Mastercard';
  if (n2 === 34 || n2 === 37) return 'American Express';
  if (number.startsWith('6011') || number.startsWith('65') || (n4 >= 6440 && n4 <= 6499)) return 'Discover';
  if (n4 >= 3528 && n4 <= 3589) return 'JCB';
  if (n2 === 36 || n2 === 38 || n2 === 39 || (n4 >= 3000 && n4 <= 3059)) return 'Diners Club';
  if (n2 === 62) return 'UnionPay';
  return 'Card';
}

/** "Visa •••• 4242": what the shop may keep and show of a card. */
export function cardDescription(number: string): string {
  return `${cardBrand(number)} •••• ${number.slice(-4)}`;
}

/**
 * The sandbox's verdict on a card: the test numbers' refusals, otherwise the checks a gateway
 * makes itself (number, expiry, security code) before it would approve.
 */
export function sandboxCardOutcome(card: CardDetails, now = new Date()): ChargeOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  const description = cardDescription(number);
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return { ok: false, reason: 'cardDeclined', description };
  if (expiryValid(card.expiry, now) !== 'ok') return { ok: false, reason: 'cardDeclined', description };
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, reason: 'cvcFailed', description };
  const refused = REFUSED[number];
  return refused ? { ok: false, reason: refused, description } : { ok: true, description };
}

export function sandboxCard(): CardProvider {
  return {
    method: 'card',
    id: 'sandbox-card',
    refund: sandboxRefund,
    async createCustomer() {
      return { customerRef: randomRef('cus_', 14) };
    },
    async createIntent() {
      const intentId = randomRef('pi_', 24);
      return { intentId, clientSecret: `${intentId}_secret_${randomRef('', 24)}` };
    },
    async confirmCard({ card }) {
      return sandboxCardOutcome(card);
    },
  };
}
