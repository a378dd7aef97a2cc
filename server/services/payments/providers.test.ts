import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER_WINDOW_MS, INSTALMENT_MAX, INSTALMENT_MIN } from '../../../contract/constants';
import { SANDBOX_CARDS } from '../../../contract/orders';
import { DEFAULT_BANK_ACCOUNT } from './bank-transfer';
import { loadPaymentsConfig, parseProviderList } from './config';
import { createProviders } from './registry';
import { cardBrand, sandboxCardOutcome } from './sandbox-card';
import { instalmentAccess, instalmentSchedule } from './sandbox-payin4';
import { sandboxPayerId, sandboxWallet } from './sandbox-wallet';

const card = (number: string, over: Partial<{ expiry: string; cvc: string }> = {}) => ({
  name: 'Ada Lovelace',
  number,
  expiry: '12/40',
  cvc: '123',
  ...over,
});

describe('sandbox card', () => {
  it('follows the test numbers: 4242 succeeds, the others refuse with their reason', () => {
    expect(sandboxCardOutcome(card(SANDBOX_CARDS.succeeds))).toEqual({ ok: true, description: 'Visa •••• 4242' });
    expect(sandboxCardOutcome(card(SANDBOX_CARDS.declined))).toEqual({ ok: false, reason: 'cardDeclined', description: 'Visa •••• 0002' });
    expect(sandboxCardOutcome(card(SANDBOX_CARDS.insufficientFunds))).toMatchObject({ ok: false, reason: 'insufficientFunds' });
    expect(sandboxCardOutcome(card(SANDBOX_CARDS.cvcFails))).toMatchObject({ ok: false, reason: 'cvcFailed' });
  });

  it('approves any other Luhn-valid number with a future expiry, and refuses what a gateway would', () => {
    expect(sandboxCardOutcome(card('5555555555554444'))).toEqual({ ok: true, description: 'Mastercard •••• 4444' });
    expect(sandboxCardOutcome(card('4242424242424241'))).toMatchObject({ ok: false, reason: 'cardDeclined' });
    expect(sandboxCardOutcome(card(SANDBOX_CARDS.succeeds, { expiry: '01/20' }), new Date('2026-11-01'))).toMatchObject({ ok: false });
    expect(sandboxCardOutcome(card(SANDBOX_CARDS.succeeds, { cvc: '1' }))).toMatchObject({ ok: false, reason: 'cvcFailed' });
  });

  it('names the card network by its leading digits', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('3566002020360505')).toBe('JCB');
    expect(cardBrand('30569309025904')).toBe('Diners Club');
    expect(cardBrand('9999999999999995')).toBe('Card');
  });

  it('makes customers and intents with gateway-style ids', async () => {
    const p = createProviders(loadPaymentsConfig({})).card;
    expect((await p.createCustomer({ userId: 1, email: 'a@b.c', name: 'A' })).customerRef).toMatch(/^cus_[A-Z2-9]{14}$/);
    const intent = await p.createIntent({ amount: 10, reference: 'OS1', customerRef: 'cus_x' });
    expect(intent.intentId).toMatch(/^pi_[A-Z2-9]{24}$/);
    expect(intent.clientSecret.startsWith(`${intent.intentId}_secret_`)).toBe(true);
  });
});

describe('sandbox wallet', () => {
  it('executes only with the payer id its approval page gives for the token', async () => {
    const w = sandboxWallet();
    const { token, approveUrl } = await w.createRedirect({ amount: 10, reference: 'OS1', returnUrl: '/r', cancelUrl: '/c' });
    expect(token).toMatch(/^EC-[A-Z2-9]{17}$/);
    expect(approveUrl).toBe(`/sandbox/wallet/approve?token=${token}`);
    const payerId = w.approve(token);
    expect(payerId).toBe(sandboxPayerId(token));
    const charge = { amount: 10, reference: 'OS1', idempotencyKey: 'k' };
    expect(await w.executeRedirect({ ...charge, token, payerId })).toMatchObject({ ok: true });
    expect(await w.executeRedirect({ ...charge, token, payerId: 'PAYERFORGED' })).toMatchObject({ ok: false, reason: 'paymentFailed' });
  });
});

describe('sandbox pay in 4', () => {
  it('splits the amount in 4 to the cent, the remainder on the first, due dates set at processing', () => {
    expect(instalmentSchedule(100.03)).toEqual([
      { seq: 1, amount: 25.03, due_at: null, status: 'scheduled' },
      { seq: 2, amount: 25, due_at: null, status: 'scheduled' },
      { seq: 3, amount: 25, due_at: null, status: 'scheduled' },
      { seq: 4, amount: 25, due_at: null, status: 'scheduled' },
    ]);
    for (const amount of [35, 99.99, 123.45, 1999.97]) {
      const s = instalmentSchedule(amount);
      expect(s.reduce((a, x) => a + Math.round(x.amount * 100), 0)).toBe(Math.round(amount * 100));
      expect(s[0]!.amount).toBeGreaterThanOrEqual(s[1]!.amount);
    }
  });

  it('is offered between INSTALMENT_MIN and INSTALMENT_MAX', () => {
    expect(instalmentAccess(INSTALMENT_MIN)).toEqual({ accessible: true, min: INSTALMENT_MIN, max: INSTALMENT_MAX });
    expect(instalmentAccess(INSTALMENT_MAX).accessible).toBe(true);
    expect(instalmentAccess(INSTALMENT_MIN - 0.01).accessible).toBe(false);
    expect(instalmentAccess(INSTALMENT_MAX + 0.01).accessible).toBe(false);
  });
});

describe('configuration', () => {
  it('defaults to the offline providers and the default bank account', () => {
    const c = loadPaymentsConfig({});
    expect(c.providers).toEqual({ card: 'sandbox', wallet: 'sandbox', bank_transfer: 'bank', pay_in_4: 'sandbox' });
    expect(c.bank).toEqual(DEFAULT_BANK_ACCOUNT);
    expect(c.bankTransferWindowMs).toBe(BANK_TRANSFER_WINDOW_MS);
    const p = createProviders(c);
    expect([p.card.id, p.wallet.id, p.bank_transfer.id, p.pay_in_4.id]).toEqual(['sandbox-card', 'sandbox-wallet', 'bank', 'sandbox-payin4']);
  });

  it('reads the bank account and window from the environment', async () => {
    const c = loadPaymentsConfig({
      BANK_IBAN: 'de89 3704 0044 0532 0130 00',
      BANK_SWIFT: 'cobadeffxxx',
      BANK_NAME: 'Commerzbank',
      BANK_TRANSFER_WINDOW_MS: '1000',
    });
    expect(c.bank).toEqual({ ...DEFAULT_BANK_ACCOUNT, iban: 'DE89370400440532013000', swift: 'COBADEFFXXX', bank_name: 'Commerzbank' });
    const bank = createProviders(c).bank_transfer;
    expect(bank.windowMs).toBe(1000);
    expect((await bank.bankTransferDetails({ amount: 1, reference: 'OS2611-ABCDEF' })).transferRef).toMatch(/^OS2611-ABCDEF-/);
  });

  it('PAYMENT_PROVIDERS picks by method; an unknown method or provider stops the start with what is known', () => {
    expect(parseProviderList(' card = sandbox ,wallet=sandbox')).toMatchObject({ card: 'sandbox', wallet: 'sandbox' });
    expect(() => parseProviderList('cash=box')).toThrow(/method one of card, wallet, bank_transfer, pay_in_4/);
    expect(() => createProviders(loadPaymentsConfig({ PAYMENT_PROVIDERS: 'card=stripe' }))).toThrow('no card provider "stripe"; known: sandbox');
  });
});
