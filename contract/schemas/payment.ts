import { number, object, string, type InferType } from 'yup';
import { messages } from '../messages';

const orderId = () =>
  number()
    .typeError(messages.orderNotFound)
    .integer(messages.orderNotFound)
    .positive(messages.orderNotFound)
    .max(2_147_483_647, messages.orderNotFound)
    .required(messages.orderNotFound);

/** Luhn check of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Card number as typed: spaces and dashes dropped, 12-19 digits passing the Luhn check. */
const cardNumber = string()
  .transform((v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v))
  .required(messages.cardNumberInvalid)
  .matches(/^\d{12,19}$/, messages.cardNumberInvalid)
  .test('luhn', messages.cardNumberInvalid, (v) => !v || luhnValid(v));

/** MM/YY or MM/YYYY, not in the past (checked against the month of `now`). */
export function expiryValid(value: string, now = new Date()): 'ok' | 'invalid' | 'expired' {
  const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!m) return 'invalid';
  const month = Number(m[1]);
  if (month < 1 || month > 12) return 'invalid';
  const yy = m[2] ?? '';
  const year = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonths = year * 12 + (month - 1);
  if (cardMonths < nowMonths) return 'expired';
  if (cardMonths > nowMonths + 20 * 12) return 'invalid';
  return 'ok';
}

/** The card form and POST api/pay/creditcard/{id} (with the intent from create_payment_intent). */
export const cardFormSchema = object({
  name: string().trim().required(messages.cardNameRequired).max(80, messages.fieldTooLong),
  card_number: cardNumber,
  expiry: string()
    .trim()
    .required(messages.cardExpiryInvalid)
    .test('expiry-format', messages.cardExpiryInvalid, (v) => !v || expiryValid(v) !== 'invalid')
    .test('expiry-future', messages.cardExpired, (v) => !v || expiryValid(v) !== 'expired'),
  cvc: string()
    .trim()
    .required(messages.cvcInvalid)
    .matches(/^\d{3,4}$/, messages.cvcInvalid),
});
export type CardForm = InferType<typeof cardFormSchema>;

export const payCardSchema = cardFormSchema.shape({
  intent_id: string().trim().required(messages.paymentNotFound).max(80, messages.paymentNotFound),
});
export type PayCardInput = InferType<typeof payCardSchema>;

/** POST api/users/create_payment_intent, api/pay/fillPay, api/payin4/createSession */
export const payOrderSchema = object({ order_id: orderId() });
export type PayOrderInput = InferType<typeof payOrderSchema>;

/** GET api/pay/excute and api/pay/fillpostExcute: what the wallet sends back on approval. */
export const walletExecuteSchema = object({
  token: string().trim().required(messages.paymentNotFound).max(80, messages.paymentNotFound),
  payer_id: string().trim().required(messages.paymentNotFound).max(80, messages.paymentNotFound),
});
export type WalletExecuteInput = InferType<typeof walletExecuteSchema>;

/** POST api/payin4/pay: the session and the card that pays the instalments. */
export const instalmentPaySchema = cardFormSchema.shape({
  session_id: string().trim().required(messages.paymentNotFound).max(80, messages.paymentNotFound),
});
export type InstalmentPayInput = InferType<typeof instalmentPaySchema>;

/** POST api/payin4/accessible {amount} */
export const instalmentAccessibleSchema = object({
  amount: number()
    .typeError(messages.invalidInput)
    .min(0, messages.invalidInput)
    .max(1_000_000, messages.invalidInput)
    .required(messages.invalidInput),
});
export type InstalmentAccessibleInput = InferType<typeof instalmentAccessibleSchema>;
