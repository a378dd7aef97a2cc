/**
 * Bank transfer: nothing is charged online. The shopper gets the shop's account and quotes the
 * order number; the order waits `windowMs` for the money, and the operator marks it paid when it
 * arrives (admin status endpoint or CLI). The account comes from the environment, with a
 * plausible default (a valid IBAN of the UK example range and its SWIFT/BIC).
 */
import type { BankAccount, BankTransferProvider } from './provider';
import { randomRef } from './provider';

export const DEFAULT_BANK_ACCOUNT: BankAccount = {
  beneficiary: 'Optic Shop Ltd',
  bank_name: 'Northgate Bank plc',
  iban: 'GB33BUKB20201555555555',
  swift: 'BUKBGB22',
};

/** BANK_BENEFICIARY, BANK_NAME, BANK_IBAN, BANK_SWIFT; each falls back to the default. */
export function bankAccountFrom(env: NodeJS.ProcessEnv): BankAccount {
  return {
    beneficiary: env.BANK_BENEFICIARY || DEFAULT_BANK_ACCOUNT.beneficiary,
    bank_name: env.BANK_NAME || DEFAULT_BANK_ACCOUNT.bank_name,
    iban: (env.BANK_IBAN || DEFAULT_BANK_ACCOUNT.iban).replace(/\s+/g, '').toUpperCase(),
    swift: (env.BANK_SWIFT || DEFAULT_BANK_ACCOUNT.swift).toUpperCase(),
  };
}

export function bankTransfer(account: BankAccount, windowMs: number): BankTransferProvider {
  return {
    method: 'bank_transfer',
    id: 'bank',
    // The shop sends the money back by hand to the account it came from; the operator confirms it.
    async refund() {
      return { status: 'manual' };
    },
    windowMs,
    async bankTransferDetails({ reference }) {
      return { transferRef: `${reference}-${randomRef('', 6)}`, account };
    },
  };
}
