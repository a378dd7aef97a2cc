/**
 * The payment settings, read from the environment once by server/config.ts. Kept apart from the
 * registry so reading the configuration loads no provider.
 */
import { BANK_TRANSFER_WINDOW_MS } from '../../../contract/constants';
import type { PaymentMethod } from '../../../contract/orders';
import type { BankAccount } from './provider';
import { bankAccountFrom } from './bank-transfer';

/** The payment settings of server/config.ts, from the environment. */
export interface PaymentsConfig {
  /** Provider name per method (PAYMENT_PROVIDERS). */
  providers: Record<PaymentMethod, string>;
  /** The shop's account for bank transfers (BANK_BENEFICIARY, BANK_NAME, BANK_IBAN, BANK_SWIFT). */
  bank: BankAccount;
  /** BANK_TRANSFER_WINDOW_MS: how long a bank-transfer order waits for the money. */
  bankTransferWindowMs: number;
  /** The environment, for real providers' keys (e.g. STRIPE_SECRET_KEY). */
  env: Readonly<Record<string, string | undefined>>;
}

export const DEFAULT_PROVIDERS: Record<PaymentMethod, string> = {
  card: 'sandbox',
  wallet: 'sandbox',
  bank_transfer: 'bank',
  pay_in_4: 'sandbox',
};

/** `card=sandbox,wallet=sandbox`: the methods named override the defaults; anything unknown throws. */
export function parseProviderList(value: string | undefined): Record<PaymentMethod, string> {
  const out = { ...DEFAULT_PROVIDERS };
  for (const part of (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [method, name] = part.split('=').map((s) => s.trim());
    if (!method || !name || !(method in DEFAULT_PROVIDERS)) {
      throw new Error(`PAYMENT_PROVIDERS: "${part}" is not method=provider with method one of ${Object.keys(DEFAULT_PROVIDERS).join(', ')}`);
    }
    out[method as PaymentMethod] = name;
  }
  return out;
}

const numberOr = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  return {
    providers: parseProviderList(env.PAYMENT_PROVIDERS),
    bank: bankAccountFrom(env),
    bankTransferWindowMs: numberOr(env.BANK_TRANSFER_WINDOW_MS, BANK_TRANSFER_WINDOW_MS),
    env,
  };
}
