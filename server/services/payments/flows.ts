/**
 * Each payment method's calls, over the configured providers (`app.payments`) and the shared
 * settling of ./settle.ts. Every call is the signed-in customer's: another customer's order or
 * payment is a 404, as if it did not exist.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { said } from '../../../contract/messages';
import type { BankTransferDetails, Instalment, PaymentIntent, PaymentResult, WalletRedirect } from '../../../contract/orders';
import type { CardForm, WalletExecuteInput } from '../../../contract/schemas/payment';
import type { Db } from '../../db/client';
import { orderEvents, orders, paymentCustomers, payments, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { clearOrderedCartLines } from '../orders/orders';
import type { CardDetails } from './provider';
import { transferAwaited } from './transfer-awaited';
import { amountDue, chargePayment, inPaymentTx, lockOwed, recordPending, type PaymentRow, type PaymentsApp, type Purpose } from './settle';

export const AWAITING_BANK_TRANSFER = 'Awaiting bank transfer';

const cardOf = (input: CardForm): CardDetails => ({
  name: input.name,
  number: input.card_number.replace(/[\s-]/g, ''),
  expiry: input.expiry,
  cvc: input.cvc,
});

/** Unique per attempt at a payment: a retry after a refusal is a new attempt, a duplicate of one is not. */
const attemptKey = (p: PaymentRow) => `payment-${p.id}-${p.updatedAt.getTime()}`;

// ---------- card ----------

/** GET api/users/create_customer_{provider}: the caller's customer at the card gateway, made once. */
export async function cardCustomer(app: PaymentsApp, userId: number): Promise<{ customer_id: string }> {
  const provider = app.payments.card;
  const existing = async () =>
    (
      await app.db
        .select({ ref: paymentCustomers.customerRef })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider.id)))
        .limit(1)
    )[0]?.ref;
  const known = await existing();
  if (known) return { customer_id: known };
  const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const { customerRef } = await provider.createCustomer({ userId, email: user.email, name: `${user.firstname} ${user.lastname}`.trim() });
  await app.db.insert(paymentCustomers).values({ userId, provider: provider.id, customerRef }).onConflictDoNothing();
  // Two first calls at once: the one stored first wins, both answer it.
  return { customer_id: (await existing())! };
}

/** POST api/users/create_payment_intent {order_id}: an intent for what the order owes, recorded pending. */
export async function createCardIntent(app: PaymentsApp, userId: number, orderId: number): Promise<PaymentIntent> {
  const { customer_id } = await cardCustomer(app, userId);
  const provider = app.payments.card;
  return inPaymentTx(app.db, async (tx) => {
    const order = await lockOwed(tx, orderId, userId, 'order');
    const amount = amountDue(order);
    const intent = await provider.createIntent({ amount, reference: order.orderNo, customerRef: customer_id });
    await recordPending(tx, order, { method: 'card', purpose: 'order', amount, provider: provider.id, providerRef: intent.intentId });
    return { intent_id: intent.intentId, client_secret: intent.clientSecret, amount, order_id: order.id };
  });
}

/** POST api/pay/creditcard/{orderId}: confirms the order's intent with the card. */
export function payByCard(app: PaymentsApp, userId: number, orderId: number, input: CardForm & { intent_id: string }): Promise<PaymentResult> {
  const provider = app.payments.card;
  return chargePayment(app, {
    userId,
    orderId,
    purpose: 'order',
    provider: provider.id,
    providerRef: input.intent_id,
    charge: (payment, order) =>
      provider.confirmCard({
        intentId: input.intent_id,
        card: cardOf(input),
        amount: payment.amount,
        reference: order.orderNo,
        idempotencyKey: attemptKey(payment),
      }),
  });
}

// ---------- wallet (the order, or its price difference) ----------

/** The app's pages the wallet sends the shopper back to (the wallet adds token and payer_id on approval). */
export function walletReturnPaths(purpose: Purpose, orderId: number): { returnPath: string; cancelPath: string } {
  return purpose === 'order'
    ? { returnPath: '/payment-success?method=wallet', cancelPath: `/payment-failed?order_id=${orderId}&reason=cancelled` }
    : { returnPath: '/price-difference-payment-successful', cancelPath: `/price-difference-payment-failed?order_id=${orderId}` };
}

/** `path` with more query parameters. */
export function withQuery(path: string, params: Record<string, string>): string {
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

/** POST api/pay/{orderId} and api/pay/fillPay: a wallet payment of what is owed, and where to approve it. */
export async function startWalletPayment(app: PaymentsApp, userId: number, orderId: number, purpose: Purpose): Promise<WalletRedirect> {
  const provider = app.payments.wallet;
  return inPaymentTx(app.db, async (tx) => {
    const order = await lockOwed(tx, orderId, userId, purpose);
    const amount = amountDue(order);
    const { returnPath, cancelPath } = walletReturnPaths(purpose, order.id);
    const base = app.config.publicUrl;
    const redirect = await provider.createRedirect({
      amount,
      reference: order.orderNo,
      returnUrl: `${base}${returnPath}`,
      cancelUrl: `${base}${cancelPath}`,
    });
    const payment = await recordPending(tx, order, { method: 'wallet', purpose, amount, provider: provider.id, providerRef: redirect.token });
    return { payment_id: payment.id, approve_url: redirect.approveUrl };
  });
}

/** GET api/pay/excute and api/pay/fillpostExcute: settles an approved wallet payment; a repeat answers the same. */
export function executeWalletPayment(app: PaymentsApp, userId: number, input: WalletExecuteInput, purpose: Purpose): Promise<PaymentResult> {
  const provider = app.payments.wallet;
  return chargePayment(app, {
    userId,
    purpose,
    provider: provider.id,
    providerRef: input.token,
    repeatAnswersSettled: true,
    charge: (payment, order) =>
      provider.executeRedirect({
        token: input.token,
        payerId: input.payer_id,
        amount: payment.amount,
        reference: order.orderNo,
        idempotencyKey: `payment-${payment.id}`,
      }),
  });
}

/** A wallet payment as its approval page shows it, by token (any status). */
export async function walletCheckout(db: Db, provider: string, token: string) {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, token), eq(payments.method, 'wallet')))
    .limit(1);
  return row ?? null;
}

/** The approval page's Cancel: the pending wallet payment is cancelled (the order may be paid another way). */
export async function cancelWalletPayment(db: Db, paymentId: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

// ---------- bank transfer ----------

/** The order's bank transfer still awaited, if any. */
async function waitingTransfer(tx: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(transferAwaited(orderId)).orderBy(desc(payments.id)).limit(1);
  return row;
}

/**
 * POST api/pay/payBankTransfer/{orderId}: the order waits for a transfer. Records one pending
 * payment per order (a repeat answers the same details and keeps the deadline), sets the payment
 * method and pay_by = now + the bank-transfer window, and takes the lines out of the cart.
 */
export async function chooseBankTransfer(app: PaymentsApp, userId: number, orderId: number): Promise<BankTransferDetails> {
  const provider = app.payments.bank_transfer;
  return inPaymentTx(app.db, async (tx) => {
    const order = await lockOwed(tx, orderId, userId, 'order');
    const amount = amountDue(order);
    const waiting = await waitingTransfer(tx, order.id);
    const { transferRef, account } = await provider.bankTransferDetails({ amount, reference: order.orderNo });
    let payBy = order.payBy ?? new Date();
    if (!waiting) {
      await recordPending(tx, order, {
        method: 'bank_transfer',
        purpose: 'order',
        amount,
        provider: provider.id,
        providerRef: transferRef,
        description: 'Bank transfer',
      });
      payBy = new Date(Date.now() + provider.windowMs);
      await tx
        .update(orders)
        .set({ paymentMethod: 'bank_transfer', payBy, updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, order.id));
      await tx.insert(orderEvents).values({ orderId: order.id, status: order.status, description: AWAITING_BANK_TRANSFER });
      await clearOrderedCartLines(tx, order.id);
    }
    return {
      order_id: order.id,
      order_no: order.orderNo,
      amount,
      currency: { symbol: order.currencySymbol, money: order.currencyMoney, exchange_rate: order.currencyRate },
      reference: order.orderNo,
      ...account,
      pay_by: payBy.toISOString(),
    };
  });
}

// ---------- pay in 4 ----------

/** POST api/payin4/accessible {amount} */
export function instalmentAccessible(app: PaymentsApp, amount: number) {
  return app.payments.pay_in_4.accessible(amount);
}

/** POST api/payin4/createSession {order_id}: a plan for what the order owes, recorded pending. */
export async function createInstalmentSession(
  app: PaymentsApp,
  userId: number,
  orderId: number,
): Promise<{ session_id: string; schedule: Instalment[] }> {
  const provider = app.payments.pay_in_4;
  return inPaymentTx(app.db, async (tx) => {
    const order = await lockOwed(tx, orderId, userId, 'order');
    const amount = amountDue(order);
    if (!provider.accessible(amount).accessible) throw conflict(null, said('instalmentUnavailable'));
    const session = await provider.createSession({ amount, reference: order.orderNo });
    await recordPending(tx, order, { method: 'pay_in_4', purpose: 'order', amount, provider: provider.id, providerRef: session.sessionId });
    return { session_id: session.sessionId, schedule: session.schedule };
  });
}

/** POST api/payin4/pay {session_id, card}: approves the plan; the order is paid and its schedule stored. */
export function payInstalments(app: PaymentsApp, userId: number, input: CardForm & { session_id: string }): Promise<PaymentResult> {
  const provider = app.payments.pay_in_4;
  return chargePayment(app, {
    userId,
    purpose: 'order',
    provider: provider.id,
    providerRef: input.session_id,
    charge: (payment, order) =>
      provider.pay({
        sessionId: input.session_id,
        card: cardOf(input),
        amount: payment.amount,
        reference: order.orderNo,
        idempotencyKey: attemptKey(payment),
      }),
  });
}
