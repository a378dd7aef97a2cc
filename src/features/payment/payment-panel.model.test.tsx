import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import {
  PAYMENT_METHODS,
  type BankTransferDetails,
  type InstalmentAccess,
  type InstalmentSession,
  type PaymentMethod,
  type PaymentResult,
  type WalletRedirect,
} from '../../../contract/orders';
import type { CardForm } from '../../../contract/schemas/payment';
import { cardPayload, paymentMachine, type CardField, type PaymentContext } from '../../../machines/payment.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { bank, order, paid, schedule, settles } from '../../../tests/support/payment-fixtures';
import { ApiError } from '../../api/errors';
import { storage } from '../../app/storage';
import { PaymentPanel } from './payment-panel';
import { paymentLogic } from './payment.actors';

const redirect: WalletRedirect = { payment_id: 3, approve_url: '/sandbox/wallet/approve?token=t1' };
const declined = new ApiError('declined', 402, messages.cardDeclined);
const badCvc = new ApiError('invalid', 422, messages.invalidInput, { cvc: messages.cvcInvalid });
const offline = new ApiError('network', 600, messages.requestFailed);
const FIELD_LABEL: Record<CardField, string> = {
  name: 'Name on card',
  card_number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'Security code (CVC)',
};
/** What a shopper types, field by field. */
const TYPED: [CardField, string][] = [
  ['name', 'Ada Lovelace'],
  ['card_number', '4242424242424242'],
  ['expiry', '1239'],
  ['cvc', '123'],
];

const SHOWS_CARD = ['card', 'payIn4.editing', 'payIn4.paying'];

function eventsFor(s: AnyMachineSnapshot) {
  const c = s.context as PaymentContext;
  const filled = TYPED.filter(([f]) => c.card[f] !== '').length;
  const partly = filled > 0 && filled < TYPED.length;
  // Half-typed cards are only typed on: the method changes and submits worth a path start from an
  // empty or a complete card.
  const out: { type: string; [k: string]: unknown }[] = partly
    ? []
    : PAYMENT_METHODS.filter((m) => m !== c.method).map((method) => ({ type: 'payment.method', method }));
  // The next empty field is typed; with messages showing on a complete card, the name is changed.
  const next = TYPED.find(([f]) => c.card[f] === '');
  if (next) out.push({ type: 'card.edit', field: next[0], value: next[1] });
  else if (Object.keys(c.fieldErrors).length) {
    out.push({ type: 'card.edit', field: 'name', value: c.card.name === 'Ada Lovelace' ? 'Ada King' : 'Ada Lovelace' });
  }
  if (partly) return out.filter((e) => s.can(e as never));
  out.push(
    { type: 'card.submit' },
    { type: 'payment.start' },
    { type: 'payment.retry' },
    { type: 'payment.resume' },
    { type: 'xstate.done.actor.createIntent', output: { intent_id: 'pi_1' } },
    { type: 'xstate.error.actor.createIntent', error: offline },
    { type: 'xstate.done.actor.payCard', output: paid },
    { type: 'xstate.error.actor.payCard', error: declined },
    { type: 'xstate.error.actor.payCard', error: badCvc },
    { type: 'xstate.error.actor.payCard', error: offline },
    { type: 'xstate.done.actor.payWallet', output: redirect },
    { type: 'xstate.error.actor.payWallet', error: offline },
    { type: 'xstate.done.actor.payBankTransfer', output: bank },
    { type: 'xstate.error.actor.payBankTransfer', error: offline },
    { type: 'xstate.done.actor.checkInstalments', output: { accessible: true, min: 35, max: 2000 } },
    { type: 'xstate.done.actor.checkInstalments', output: { accessible: false, min: 150, max: 2000 } },
    { type: 'xstate.error.actor.checkInstalments', error: offline },
    { type: 'xstate.done.actor.createSession', output: { session_id: 's1', schedule } },
    { type: 'xstate.error.actor.createSession', error: offline },
    { type: 'xstate.done.actor.payInstalments', output: paid },
    { type: 'xstate.error.actor.payInstalments', error: declined },
  );
  return out.filter((e) => s.can(e as never));
}

function viewKey(s: AnyMachineSnapshot) {
  const c = s.context as PaymentContext;
  const showsCard = SHOWS_CARD.some((v) => s.matches(v));
  return { v: s.value, err: c.error, ...(showsCard ? { card: c.card, errs: c.fieldErrors } : {}) };
}

const model = createTestModel(toModelMachine(paymentMachine), { serializeState: everyTransition(viewKey) as never });
// Only the events listed (createTestModel would add every other handled type without its payload).
const paths = model.getShortestPaths({ input: { order, method: 'card' }, events: eventsFor } as never);

/**
 * The panel's logic with in-memory calls, every one waiting until the path answers it, and the
 * app's real effects but leaving the app (which jsdom cannot do): the departure is recorded.
 */
function memoryLogic() {
  const c = {
    createIntent: calls<{ intent_id: string }, number>(),
    payCard: calls<PaymentResult, { orderId: number; input: CardForm & { intent_id: string } }>(),
    payWallet: calls<WalletRedirect, number>(),
    payBankTransfer: calls<BankTransferDetails, number>(),
    instalmentAccessible: calls<InstalmentAccess, number>(),
    instalmentCreateSession: calls<InstalmentSession, number>(),
    instalmentPay: calls<PaymentResult, CardForm & { session_id: string }>(),
    left: [] as string[],
  };
  const logic = paymentLogic.provide({
    actors: {
      createIntent: fromPromise(({ input }) => c.createIntent.start(input.orderId)),
      payCard: fromPromise(({ input }) => c.payCard.start({ orderId: input.orderId, input: { ...input.card, intent_id: input.intentId } })),
      payWallet: fromPromise(({ input }) => c.payWallet.start(input.orderId)),
      payBankTransfer: fromPromise(({ input }) => c.payBankTransfer.start(input.orderId)),
      checkInstalments: fromPromise(({ input }) => c.instalmentAccessible.start(input.amount)),
      createSession: fromPromise(({ input }) => c.instalmentCreateSession.start(input.orderId)),
      payInstalments: fromPromise(({ input }) => c.instalmentPay.start({ ...input.card, session_id: input.sessionId })),
    },
    actions: { leaveApp: (_, { url }) => void c.left.push(url) },
  });
  return { c, logic };
}

type Pending = Parameters<typeof settles>[1];

describe('payment panel (payment machine, model-based, against the panel)', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    const all = [
      ...['creatingIntent', 'unavailable', 'editing', 'confirming', 'declined'].map((s) => ({ card: s })),
      ...['ready', 'redirecting', 'leaving', 'failed'].map((s) => ({ wallet: s })),
      ...['ready', 'requesting', 'done', 'failed'].map((s) => ({ bank: s })),
      ...['checking', 'unavailable', 'creatingSession', 'checkFailed', 'editing', 'paying', 'failed'].map((s) => ({ payIn4: s })),
      'succeeded',
    ];
    for (const v of all) expect(seen.has(JSON.stringify(v)), JSON.stringify(v)).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const { c, logic } = memoryLogic();
      const onMethodChange = vi.fn();
      const { Wrapper, location } = shellHarness({ path: '/payment', i18n: await testI18n() });
      render(
        <Wrapper>
          <PaymentPanel order={order} method="card" onMethodChange={onMethodChange} logic={logic} />
        </Wrapper>,
      );
      await flush();
      const here = () => location.history[location.history.length - 1];
      // Plain DOM look-ups (role queries compute accessible names and make 100 paths slow); the
      // panel's roles and labels are checked once in 'uses real controls with labels'.
      const panel = () => document.querySelector<HTMLElement>('section[aria-labelledby="payment-panel-title"]')!;
      const button = (name: string | RegExp) => {
        const found = [...panel().querySelectorAll('button')].find((b) =>
          typeof name === 'string' ? b.textContent === name : name.test(b.textContent ?? ''),
        );
        if (!found) throw new Error(`no button ${String(name)}`);
        return found;
      };
      const busy = (name: string | RegExp) => expect(button(name).getAttribute('aria-busy')).toBe('true');
      const idle = (name: string | RegExp) => expect(button(name).getAttribute('aria-busy')).toBeNull();
      const radio = (m: PaymentMethod) => panel().querySelector<HTMLInputElement>(`input[type=radio][value=${m}]`)!;
      /** The panel's own message (not a field's). */
      const alertText = () => panel().querySelector('[role=group] > [role=alert], form > [role=alert]')?.textContent;
      const status = () => panel().querySelector('[role=status]')?.textContent;
      /** A click on a pending button reaches no call. */
      const ignoresClick = (name: string | RegExp, pending: Pending) => {
        const before = pending.list.length;
        fireEvent.click(button(name));
        expect(pending.list.length).toBe(before);
      };

      const cardShown = (s: AnyMachineSnapshot) => {
        const ctx = s.context as PaymentContext;
        const form = panel().querySelector('form')!;
        for (const field of Object.keys(FIELD_LABEL) as CardField[]) {
          const input = form.querySelector<HTMLInputElement>(`input[name=${field}]`)!;
          expect(input.value).toBe(ctx.card[field]);
          const id = input.getAttribute('aria-describedby');
          expect(id ? document.getElementById(id)!.textContent : undefined).toBe(ctx.fieldErrors[field]);
        }
      };
      const methodIs = (m: PaymentMethod, disabled = false) => {
        expect(radio(m).checked).toBe(true);
        for (const other of PAYMENT_METHODS) expect(radio(other).disabled).toBe(disabled);
      };
      const failedWith = (s: AnyMachineSnapshot) => {
        const ctx = s.context as PaymentContext;
        expect(alertText()).toBe(ctx.error);
        idle('Try again');
      };
      const reported = (s: AnyMachineSnapshot) => {
        const ctx = s.context as PaymentContext;
        expect(here()).toBe(`/payment-failed?order_id=12&reason=${ctx.reason}`);
        expect(storage.get('paymentInfo')).toMatchObject({ order_id: 12, order_no: order.order_no, reason: ctx.reason, message: ctx.error });
      };

      await path.test({
        states: {
          'card.creatingIntent': (s) => {
            methodIs('card');
            cardShown(s);
            busy('Pay €110.40');
            ignoresClick('Pay €110.40', c.payCard as never);
          },
          'card.unavailable': (s) => {
            methodIs('card');
            failedWith(s);
            expect(panel().querySelector('form')).toBeNull();
          },
          'card.editing': (s) => {
            methodIs('card');
            cardShown(s);
            idle('Pay €110.40');
            const ctx = s.context as PaymentContext;
            if (ctx.error) expect(alertText()).toBe(ctx.error);
            expect(c.createIntent.last.input).toBe(12);
          },
          'card.confirming': (s) => {
            methodIs('card', true);
            cardShown(s);
            busy('Pay €110.40');
            expect(panel().querySelector('input[name=card_number]')!.hasAttribute('readonly')).toBe(true);
            ignoresClick('Pay €110.40', c.payCard as never);
            const ctx = s.context as PaymentContext;
            expect(c.payCard.last.input).toEqual({ orderId: 12, input: { ...cardPayload(ctx.card), intent_id: 'pi_1' } });
            expect(cardPayload(ctx.card)).toMatchObject({ card_number: '4242424242424242', expiry: '12/39', cvc: '123' });
          },
          'card.declined': (s) => {
            methodIs('card');
            failedWith(s);
            reported(s);
          },
          'wallet.ready': () => {
            methodIs('wallet');
            expect(panel().textContent).toContain('approve the payment of €110.40');
            idle('Continue to the wallet');
          },
          'wallet.redirecting': () => {
            methodIs('wallet', true);
            busy('Continue to the wallet');
            ignoresClick('Continue to the wallet', c.payWallet as never);
            expect(c.payWallet.last.input).toBe(12);
          },
          'wallet.leaving': () => {
            methodIs('wallet', true);
            busy('Continue to the wallet');
            expect(c.left.at(-1)).toBe(redirect.approve_url);
            expect(storage.get('payFlag')).toBe('12');
            expect(storage.get('paymentInfo')).toMatchObject({ order_id: 12, method: 'wallet' });
          },
          'wallet.failed': (s) => {
            methodIs('wallet');
            failedWith(s);
          },
          'bank.ready': () => {
            methodIs('bank_transfer');
            expect(panel().textContent).toContain('for 7 days');
            idle('Get the bank details');
          },
          'bank.requesting': () => {
            methodIs('bank_transfer', true);
            busy('Get the bank details');
            ignoresClick('Get the bank details', c.payBankTransfer as never);
          },
          'bank.done': () => {
            expect(here()).toBe('/bank-success?order_id=12');
            expect(storage.get('paymentInfo')).toMatchObject({ order_id: 12, method: 'bank_transfer', bank: { reference: order.order_no } });
          },
          'bank.failed': (s) => {
            methodIs('bank_transfer');
            failedWith(s);
          },
          'payIn4.checking': () => {
            methodIs('pay_in_4');
            expect(status()).toBe('Checking pay in 4…');
            expect(c.instalmentAccessible.last.input).toBe(120);
          },
          'payIn4.unavailable': () => {
            methodIs('pay_in_4');
            expect(alertText()).toBe(`${messages.instalmentUnavailable} It is offered for orders from €138.00 to €1,840.00.`);
          },
          'payIn4.creatingSession': () => {
            expect(status()).toBe('Preparing your payment schedule…');
            expect(c.instalmentCreateSession.last.input).toBe(12);
          },
          'payIn4.checkFailed': (s) => {
            methodIs('pay_in_4');
            failedWith(s);
          },
          'payIn4.editing': (s) => {
            methodIs('pay_in_4');
            cardShown(s);
            expect([...panel().querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
              '€27.60When your order is processed',
              '€27.6014 days later',
              '€27.6028 days later',
              '€27.6042 days later',
            ]);
            idle('Confirm pay in 4');
          },
          'payIn4.paying': (s) => {
            methodIs('pay_in_4', true);
            cardShown(s);
            busy('Confirm pay in 4');
            ignoresClick('Confirm pay in 4', c.instalmentPay as never);
            expect(c.instalmentPay.last.input).toEqual({ ...cardPayload((s.context as PaymentContext).card), session_id: 's1' });
          },
          'payIn4.failed': (s) => {
            methodIs('pay_in_4');
            failedWith(s);
            reported(s);
          },
          succeeded: (s) => {
            const ctx = s.context as PaymentContext;
            expect(status()).toBe('Payment received');
            expect(here()).toBe('/payment-success?order_id=12');
            expect(storage.get('paymentInfo')).toEqual({
              order_id: 12,
              order_no: order.order_no,
              total: 120,
              currency: order.currency,
              method: ctx.method,
            });
          },
        },
        events: {
          'payment.method': async ({ event }: { event: { method: PaymentMethod } }) => {
            fireEvent.click(radio(event.method));
            await flush();
            expect(onMethodChange).toHaveBeenLastCalledWith(event.method);
          },
          'card.edit': ({ event }: { event: { field: CardField; value: string } }) => {
            fireEvent.change(panel().querySelector(`input[name=${event.field}]`)!, { target: { value: event.value } });
          },
          'card.submit': () => fireEvent.click(button(/^(Pay |Confirm pay in 4)/)),
          'payment.start': () => fireEvent.click(button(/^(Continue to the wallet|Get the bank details)$/)),
          'payment.retry': () => fireEvent.click(button('Try again')),
          'payment.resume': () => act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))),
          ...settles('createIntent', c.createIntent),
          ...settles('payCard', c.payCard),
          ...settles('payWallet', c.payWallet),
          ...settles('payBankTransfer', c.payBankTransfer),
          ...settles('checkInstalments', c.instalmentAccessible),
          ...settles('createSession', c.instalmentCreateSession),
          ...settles('payInstalments', c.instalmentPay),
        } as never,
      });
    });
  }
});
