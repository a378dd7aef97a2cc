/**
 * Which provider serves each payment method, chosen by configuration (PAYMENT_PROVIDERS, read in
 * ./config.ts). The app holds the providers as `app.payments` (paymentsPlugin).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { PaymentMethod } from '../../../contract/orders';
import type { PaymentProviders } from './provider';
import type { PaymentsConfig } from './config';
import { bankTransfer } from './bank-transfer';
import { sandboxCard } from './sandbox-card';
import { sandboxPayIn4 } from './sandbox-payin4';
import { sandboxWallet } from './sandbox-wallet';

type Factories = { [M in PaymentMethod]: Record<string, (config: PaymentsConfig) => PaymentProviders[M]> };

/** Every implementation by method and name. A real provider is one more entry here. */
export const PROVIDER_FACTORIES: Factories = {
  card: { sandbox: () => sandboxCard() },
  wallet: { sandbox: () => sandboxWallet() },
  bank_transfer: { bank: (c) => bankTransfer(c.bank, c.bankTransferWindowMs) },
  pay_in_4: { sandbox: () => sandboxPayIn4() },
};

/** The configured provider of each method; an unknown name stops the server at start with the names it knows. */
export function createProviders(config: PaymentsConfig): PaymentProviders {
  const pick = <M extends PaymentMethod>(method: M): PaymentProviders[M] => {
    const name = config.providers[method];
    const factory = PROVIDER_FACTORIES[method][name];
    if (!factory) {
      throw new Error(`PAYMENT_PROVIDERS: no ${method} provider "${name}"; known: ${Object.keys(PROVIDER_FACTORIES[method]).join(', ')}`);
    }
    return factory(config) as PaymentProviders[M];
  };
  return { card: pick('card'), wallet: pick('wallet'), bank_transfer: pick('bank_transfer'), pay_in_4: pick('pay_in_4') };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured provider of each payment method. */
    payments: PaymentProviders;
  }
}

/** Decorates the app with its providers, built once from `app.config.payments`. */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('payments', createProviders(app.config.payments));
});
