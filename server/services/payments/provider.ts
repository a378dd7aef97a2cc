/**
 * One interface for every way an order is paid (contract/orders.ts PaymentMethod), so a real
 * gateway plugs in by configuration: each method has a provider kind, and PAYMENT_PROVIDERS picks
 * the implementation per method by name, e.g.
 *
 *   PAYMENT_PROVIDERS="card=sandbox,wallet=sandbox,bank_transfer=bank,pay_in_4=sandbox"
 *
 * (the default; every built-in works offline). A real provider (a Stripe-like card gateway, a
 * PayPal-like redirect wallet, a Klarna/Afterpay-like pay in 4) implements the interface of its
 * method and adds a factory to PROVIDER_FACTORIES (./registry.ts) reading its keys from the environment. Providers know nothing of orders or the
 * database: they take an amount and a reference and answer an outcome; the payment code
 * (./payments.ts) records every attempt and settles the order.
 */
import { randomBytes } from 'node:crypto';
import type { Instalment, PaymentMethod } from '../../../contract/orders';

/** A card as the shopper typed it (validated by contract/schemas/payment.ts cardFormSchema). */
export interface CardDetails {
  name: string;
  /** Digits only. */
  number: string;
  /** MM/YY or MM/YYYY. */
  expiry: string;
  cvc: string;
}

/** Why a provider refused; each is a key of contract/messages.ts shown to the shopper. */
export type RefusalReason = 'cardDeclined' | 'insufficientFunds' | 'cvcFailed' | 'paymentCancelled' | 'paymentFailed';

/** What a charge attempt came to. `description` names the instrument, e.g. "Visa •••• 4242". */
export type ChargeOutcome = { ok: true; description: string } | { ok: false; reason: RefusalReason; description: string };

/** What every charge is about: the amount in USD and the order reference the shopper sees. */
export interface ChargeRequest {
  amount: number;
  reference: string;
  /** Ours, unique per attempt: a real gateway gets it as its idempotency key, so a retried call never charges twice. */
  idempotencyKey: string;
}

/** Money back on a payment the provider took: how much (USD), of which payment, for which order. */
export interface RefundRequest {
  amount: number;
  reference: string;
  /** The provider's id of the payment refunded (payments.provider_ref). */
  paymentRef: string;
  /** Ours, unique per refund: a retried refund never pays back twice. */
  idempotencyKey: string;
}

/**
 * What a refund came to: `sent` (the money is on its way back to the instrument that paid),
 * `manual` (the shop pays it back by hand, e.g. a bank transfer, and the operator confirms it), or
 * `failed` with the provider's words for the operator.
 */
export type RefundOutcome = { status: 'sent' } | { status: 'manual' } | { status: 'failed'; error: string };

interface ProviderBase<M extends PaymentMethod> {
  readonly method: M;
  /** Stored in payments.provider (at most 20 characters); with provider_ref it names a payment. */
  readonly id: string;
  /** Gives back (part of) a payment this provider took. */
  refund(input: RefundRequest): Promise<RefundOutcome>;
}

/** The sandboxes' refund: always goes through, at once (as gateways' test modes do). */
export async function sandboxRefund(): Promise<RefundOutcome> {
  return { status: 'sent' };
}

/** Card with a payment intent (Stripe-like): customer, intent, then confirm with the card. */
export interface CardProvider extends ProviderBase<'card'> {
  createCustomer(input: { userId: number; email: string; name: string }): Promise<{ customerRef: string }>;
  createIntent(input: { amount: number; reference: string; customerRef: string }): Promise<{ intentId: string; clientSecret: string }>;
  confirmCard(input: ChargeRequest & { intentId: string; card: CardDetails }): Promise<ChargeOutcome>;
}

/** Redirect wallet (PayPal-like): the shopper approves on the wallet's page, then the shop executes. */
export interface WalletProvider extends ProviderBase<'wallet'> {
  /**
   * Starts a payment; the shopper is sent to `approveUrl`. The wallet sends them back to
   * `returnUrl` with `token` and `payer_id` once approved, or to `cancelUrl`.
   */
  createRedirect(input: { amount: number; reference: string; returnUrl: string; cancelUrl: string }): Promise<{ token: string; approveUrl: string }>;
  executeRedirect(input: ChargeRequest & { token: string; payerId: string }): Promise<ChargeOutcome>;
}

/** Bank transfer: no charge, the shop's account to pay into; the operator confirms the money arrived. */
export interface BankTransferProvider extends ProviderBase<'bank_transfer'> {
  /**
   * Opens a transfer: the account to pay into and the provider's id of this payment. The shopper
   * quotes `reference` (the order number) on the transfer.
   */
  bankTransferDetails(input: { amount: number; reference: string }): Promise<{ transferRef: string; account: BankAccount }>;
  /** How long the shop waits for the money. */
  readonly windowMs: number;
}

/** Pay in 4 (Klarna/Afterpay-like): the shop is paid in full, the shopper pays the provider in 4. */
export interface InstalmentProvider extends ProviderBase<'pay_in_4'> {
  accessible(amount: number): { accessible: boolean; min: number; max: number };
  createSession(input: { amount: number; reference: string }): Promise<{ sessionId: string; schedule: Instalment[] }>;
  /** Approves the plan with the card that pays the instalments; the schedule is that of createSession. */
  pay(input: ChargeRequest & { sessionId: string; card: CardDetails }): Promise<ChargeOutcome & { schedule: Instalment[] }>;
  /**
   * What the provider says now of one instalment it collects from the shopper (the shop was paid
   * in full): 'paid' once taken. Asked by the instalments job for those due (services/payments/instalments.ts).
   */
  instalmentStatus(input: { providerRef: string; seq: number; amount: number; dueAt: Date; now: Date }): Promise<'paid' | 'scheduled'>;
}

export interface PaymentProviders {
  card: CardProvider;
  wallet: WalletProvider;
  bank_transfer: BankTransferProvider;
  pay_in_4: InstalmentProvider;
}

/** The shop's account for bank transfers. */
export interface BankAccount {
  beneficiary: string;
  bank_name: string;
  iban: string;
  swift: string;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A provider-style id: prefix plus `length` random characters of an unambiguous alphabet. */
export function randomRef(prefix: string, length: number): string {
  const bytes = randomBytes(length);
  let out = prefix;
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}
