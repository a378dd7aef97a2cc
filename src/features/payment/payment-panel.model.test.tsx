import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { FieldMessages } from '../../../contract/codes';
import { messages, textOf, type Message } from '../../../contract/messages';
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
import { paymentMachine, type PaymentContext } from '../../../machines/payment.machine';
import { bankTransferPaymentMachine } from '../../../machines/payment/bank-transfer.machine';
import { cardPaymentMachine } from '../../../machines/payment/card.machine';
import { payIn4PaymentMachine } from '../../../machines/payment/pay-in-4.machine';
import {
  cardPayload,
  EMPTY_CARD,
  type CardField,
  type CardFields,
  type CardFormContext,
  type MethodContext,
  type MethodOutput,
} from '../../../machines/payment/shared';
import { walletPaymentMachine } from '../../../machines/payment/wallet.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { bank, order, paid, schedule, settles } from '../../../tests/support/payment-fixtures';
import { ApiError } from '../../api/errors';
import { storage } from '../../app/storage';
import { PaymentPanel } from './payment-panel';
import { bankTransferPaymentLogic, cardPaymentLogic, payIn4PaymentLogic, paymentLogic, walletPaymentLogic } from './payment.actors';

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
/** The card as shown once all of TYPED is typed. */
const COMPLETE: CardFields = { name: 'Ada Lovelace', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

type ModelEvent = { type: string; [k: string]: unknown };

/**
 * The events of a method's machine a path may take: choosing one of the other methods, typing the
 * card (a method with a card form), the panel's buttons and the answers of its calls.
 */
function methodEvents(method: PaymentMethod, answers: ModelEvent[]) {
  return (s: AnyMachineSnapshot) => {
    const card = (s.context as Partial<CardFormContext>).card;
    const fieldErrors = (s.context as Partial<CardFormContext>).fieldErrors ?? {};
    const filled = card ? TYPED.filter(([f]) => card[f] !== '').length : 0;
    const partly = filled > 0 && filled < TYPED.length;
    // Half-typed cards are only typed on: the method changes and submits worth a path start from an
    // empty or a complete card.
    const out: ModelEvent[] = partly ? [] : PAYMENT_METHODS.filter((m) => m !== method).map((m) => ({ type: 'payment.method', method: m }));
    // The next empty field is typed; with messages showing on a complete card, the name is changed.
    const next = card && TYPED.find(([f]) => card[f] === '');
    if (next) out.push({ type: 'card.edit', field: next[0], value: next[1] });
    else if (card && Object.keys(fieldErrors).length) {
      out.push({ type: 'card.edit', field: 'name', value: card.name === 'Ada Lovelace' ? 'Ada King' : 'Ada Lovelace' });
    }
    if (!partly) out.push({ type: 'card.submit' }, { type: 'payment.start' }, { type: 'payment.retry' }, { type: 'payment.resume' }, ...answers);
    return out.filter((e) => s.can(e as never));
  };
}

/** A path's state, keyed by what the shopper sees: the state, the failure, and the card where the form shows. */
function methodKey(showsCard: (s: AnyMachineSnapshot) => boolean) {
  return (s: AnyMachineSnapshot) => {
    const c = s.context as MethodContext & Partial<CardFormContext>;
    return { v: s.value, err: c.error, ...(showsCard(s) ? { card: c.card, errs: c.fieldErrors } : {}) };
  };
}

/** Paths through one machine: every transition taken by one shortest path (everyTransition). */
function pathsOf(machine: AnyStateMachine, input: unknown, events: (s: AnyMachineSnapshot) => ModelEvent[], key: (s: AnyMachineSnapshot) => unknown) {
  const model = createTestModel(toModelMachine(machine), { serializeState: everyTransition(key) as never });
  // Only the events listed (createTestModel would add every other handled type without its payload).
  return model.getShortestPaths({ input, events } as never);
}

const methodPaths = {
  card: pathsOf(
    cardPaymentMachine,
    { order, card: EMPTY_CARD },
    methodEvents('card', [
      { type: 'xstate.done.actor.createIntent', output: { intent_id: 'pi_1' } },
      { type: 'xstate.error.actor.createIntent', error: offline },
      { type: 'xstate.done.actor.payCard', output: paid },
      { type: 'xstate.error.actor.payCard', error: declined },
      { type: 'xstate.error.actor.payCard', error: badCvc },
      { type: 'xstate.error.actor.payCard', error: offline },
    ]),
    methodKey(() => true),
  ),
  wallet: pathsOf(
    walletPaymentMachine,
    { order },
    methodEvents('wallet', [
      { type: 'xstate.done.actor.payWallet', output: redirect },
      { type: 'xstate.error.actor.payWallet', error: offline },
    ]),
    methodKey(() => false),
  ),
  bankTransfer: pathsOf(
    bankTransferPaymentMachine,
    { order },
    methodEvents('bank_transfer', [
      { type: 'xstate.done.actor.payBankTransfer', output: bank },
      { type: 'xstate.error.actor.payBankTransfer', error: offline },
    ]),
    methodKey(() => false),
  ),
  payIn4: pathsOf(
    payIn4PaymentMachine,
    { order, card: EMPTY_CARD },
    methodEvents('pay_in_4', [
      { type: 'xstate.done.actor.checkInstalments', output: { accessible: true, min: 35, max: 2000 } },
      { type: 'xstate.done.actor.checkInstalments', output: { accessible: false, min: 150, max: 2000 } },
      { type: 'xstate.error.actor.checkInstalments', error: offline },
      { type: 'xstate.done.actor.createSession', output: { session_id: 's1', schedule } },
      { type: 'xstate.error.actor.createSession', error: offline },
      { type: 'xstate.done.actor.payInstalments', output: paid },
      { type: 'xstate.error.actor.payInstalments', error: declined },
    ]),
    // The form shows the card in editing and paying; when another method is chosen, the card's form may show it next.
    methodKey((s) => s.matches('editing') || s.matches('paying') || s.matches('switched')),
  ),
};

/**
 * How each method's machine ends, as the payment machine's paths take it: paid (card, pay in 4),
 * or another method chosen, with the card as typed (a complete one) where the method has a form.
 */
function endsOf(id: string, method: PaymentMethod, withCard: boolean): ModelEvent[] {
  const card = withCard ? { card: COMPLETE } : {};
  const switched = PAYMENT_METHODS.filter((m) => m !== method).map((chosen) => ({ result: null, chosen, ...card }));
  const outputs: MethodOutput[] = withCard ? [{ result: paid, chosen: null, ...card }, ...switched] : switched;
  return outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
}

const paymentEnds = [
  ...endsOf('card', 'card', true),
  ...endsOf('wallet', 'wallet', false),
  ...endsOf('bankTransfer', 'bank_transfer', false),
  ...endsOf('payIn4', 'pay_in_4', true),
];
const paymentPaths = pathsOf(
  paymentMachine,
  { order, method: 'card' },
  (s) => paymentEnds.filter((e) => s.can(e as never)),
  (s) => ({ v: s.value, card: (s.context as PaymentContext).card }),
);

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
      card: cardPaymentLogic.provide({
        actors: {
          createIntent: fromPromise(({ input }) => c.createIntent.start(input.orderId)),
          payCard: fromPromise(({ input }) => c.payCard.start({ orderId: input.orderId, input: { ...input.card, intent_id: input.intentId } })),
        },
      }),
      wallet: walletPaymentLogic.provide({
        actors: { payWallet: fromPromise(({ input }) => c.payWallet.start(input.orderId)) },
        actions: { leaveApp: (_, { url }) => void c.left.push(url) },
      }),
      bankTransfer: bankTransferPaymentLogic.provide({
        actors: { payBankTransfer: fromPromise(({ input }) => c.payBankTransfer.start(input.orderId)) },
      }),
      payIn4: payIn4PaymentLogic.provide({
        actors: {
          checkInstalments: fromPromise(({ input }) => c.instalmentAccessible.start(input.amount)),
          createSession: fromPromise(({ input }) => c.instalmentCreateSession.start(input.orderId)),
          payInstalments: fromPromise(({ input }) => c.instalmentPay.start({ ...input.card, session_id: input.sessionId })),
        },
      }),
    },
  });
  return { c, logic };
}

type Calls = ReturnType<typeof memoryLogic>['c'];
type Pending = Parameters<typeof settles>[1];

/** The panel for `method`, rendered with in-memory calls, and what a path looks at and does in it. */
async function renderPanel(method: PaymentMethod) {
  const { c, logic } = memoryLogic();
  const onMethodChange = vi.fn();
  const { Wrapper, location } = shellHarness({ path: '/payment', i18n: await testI18n() });
  render(
    <Wrapper>
      <PaymentPanel order={order} method={method} onMethodChange={onMethodChange} logic={logic} />
    </Wrapper>,
  );
  await flush();
  const here = () => location.history[location.history.length - 1];
  // Plain DOM look-ups (role queries compute accessible names and make 100 paths slow); the
  // panel's roles and labels are checked once in payment-pages.test.tsx.
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
  const field = (f: CardField) => panel().querySelector<HTMLInputElement>(`input[name=${f}]`)!;
  /** The panel's own message (not a field's). */
  const alertText = () => panel().querySelector('[role=group] > [role=alert], form > [role=alert]')?.textContent;
  const status = () => panel().querySelector('[role=status]')?.textContent;
  /** A click on a pending button reaches no call. */
  const ignoresClick = (name: string | RegExp, pending: Pending) => {
    const before = pending.list.length;
    fireEvent.click(button(name));
    expect(pending.list.length).toBe(before);
  };
  /** The newest call of `pending` answers `value`. */
  const answer = async <T,>(pending: { last: { d: { resolve(v: T): void } } }, value: T) => {
    await act(async () => pending.last.d.resolve(value));
    await flush();
  };

  const cardShown = (card: CardFields, fieldErrors: FieldMessages) => {
    const form = panel().querySelector('form')!;
    for (const f of Object.keys(FIELD_LABEL) as CardField[]) {
      const input = form.querySelector<HTMLInputElement>(`input[name=${f}]`)!;
      expect(input.value).toBe(card[f]);
      const id = input.getAttribute('aria-describedby');
      const shown = fieldErrors[f];
      expect(id ? document.getElementById(id)!.textContent : undefined).toBe(shown === undefined ? undefined : textOf(shown));
    }
  };
  const methodIs = (m: PaymentMethod, disabled = false) => {
    expect(radio(m).checked).toBe(true);
    for (const other of PAYMENT_METHODS) expect(radio(other).disabled).toBe(disabled);
  };
  const failedWith = (error: Message | null) => {
    expect(alertText()).toBe(error === null ? null : textOf(error));
    idle('Try again');
  };
  /** Refused: the app shows /payment-failed with the reason, and remembers it. */
  const reported = ({ reason, error }: MethodContext) => {
    expect(here()).toBe(`/payment-failed?order_id=12&reason=${reason}`);
    expect(storage.get('paymentInfo')).toMatchObject({ order_id: 12, order_no: order.order_no, reason, message: error });
  };
  /** Paid: "Payment received", /payment-success, and the payment remembered. */
  const succeeded = (method: PaymentMethod) => {
    expect(status()).toBe('Payment received');
    expect(here()).toBe('/payment-success?order_id=12');
    expect(storage.get('paymentInfo')).toEqual({ order_id: 12, order_no: order.order_no, total: 120, currency: order.currency, method });
  };
  /** `m`'s machine has just started: its section as it first shows (the card form with the card as typed). */
  const startedWith = (m: PaymentMethod, card: CardFields) => {
    methodIs(m);
    if (m === 'card') {
      cardShown(card, {});
      busy('Pay €110.40');
      expect(c.createIntent.last.input).toBe(12);
    } else if (m === 'wallet') {
      expect(panel().textContent).toContain('approve the payment of €110.40');
      idle('Continue to the wallet');
    } else if (m === 'bank_transfer') {
      expect(panel().textContent).toContain('for 7 days');
      idle('Get the bank details');
    } else {
      expect(status()).toBe('Checking pay in 4…');
      expect(c.instalmentAccessible.last.input).toBe(120);
    }
  };
  const choose = async (m: PaymentMethod) => {
    fireEvent.click(radio(m));
    await flush();
    expect(onMethodChange).toHaveBeenLastCalledWith(m);
  };
  /** Types the fields `card` has (as TYPED types them). */
  const type = (card: CardFields) => {
    for (const [f, value] of TYPED) if (card[f] !== '') fireEvent.change(field(f), { target: { value } });
  };

  /** The panel's events, as a shopper makes them, and the answers of the calls. */
  const events = {
    'payment.method': ({ event }: { event: { method: PaymentMethod } }) => choose(event.method),
    'card.edit': ({ event }: { event: { field: CardField; value: string } }) => {
      fireEvent.change(field(event.field), { target: { value: event.value } });
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
  };

  return {
    c,
    here,
    panel,
    busy,
    idle,
    ignoresClick,
    alertText,
    status,
    cardShown,
    methodIs,
    failedWith,
    reported,
    succeeded,
    startedWith,
    choose,
    type,
    answer,
    events,
  };
}

type Panel = Awaited<ReturnType<typeof renderPanel>>;
type Checks = Record<string, (s: AnyMachineSnapshot) => void>;

/** A method's machine ended for another method: that one's machine runs, with the card as typed. */
function switchedCheck(p: Panel) {
  return (s: AnyMachineSnapshot) => {
    const ctx = s.context as MethodContext & Partial<CardFormContext>;
    p.startedWith(ctx.chosen!, ctx.card ?? EMPTY_CARD);
  };
}

/** What the panel shows in each state of each method's machine. */
const methodChecks: Record<keyof typeof methodPaths, (p: Panel, c: Calls) => Checks> = {
  card: (p, c) => {
    const ctx = (s: AnyMachineSnapshot) => s.context as CardFormContext;
    return {
      creatingIntent: (s) => {
        p.methodIs('card');
        p.cardShown(ctx(s).card, ctx(s).fieldErrors);
        p.busy('Pay €110.40');
        p.ignoresClick('Pay €110.40', c.payCard as never);
      },
      unavailable: (s) => {
        p.methodIs('card');
        p.failedWith(ctx(s).error);
        expect(p.panel().querySelector('form')).toBeNull();
      },
      editing: (s) => {
        p.methodIs('card');
        p.cardShown(ctx(s).card, ctx(s).fieldErrors);
        p.idle('Pay €110.40');
        if (ctx(s).error) expect(p.alertText()).toBe(ctx(s).error);
        expect(c.createIntent.last.input).toBe(12);
      },
      confirming: (s) => {
        p.methodIs('card', true);
        p.cardShown(ctx(s).card, ctx(s).fieldErrors);
        p.busy('Pay €110.40');
        expect(p.panel().querySelector('input[name=card_number]')!.hasAttribute('readonly')).toBe(true);
        p.ignoresClick('Pay €110.40', c.payCard as never);
        expect(c.payCard.last.input).toEqual({ orderId: 12, input: { ...cardPayload(ctx(s).card), intent_id: 'pi_1' } });
        expect(cardPayload(ctx(s).card)).toMatchObject({ card_number: '4242424242424242', expiry: '12/39', cvc: '123' });
      },
      declined: (s) => {
        p.methodIs('card');
        p.failedWith(ctx(s).error);
        p.reported(ctx(s));
      },
      paid: () => p.succeeded('card'),
      switched: switchedCheck(p),
    };
  },
  wallet: (p, c) => ({
    ready: () => p.startedWith('wallet', EMPTY_CARD),
    redirecting: () => {
      p.methodIs('wallet', true);
      p.busy('Continue to the wallet');
      p.ignoresClick('Continue to the wallet', c.payWallet as never);
      expect(c.payWallet.last.input).toBe(12);
    },
    leaving: () => {
      p.methodIs('wallet', true);
      p.busy('Continue to the wallet');
      expect(c.left.at(-1)).toBe(redirect.approve_url);
      expect(storage.get('payFlag')).toBe('12');
      expect(storage.get('paymentInfo')).toMatchObject({ order_id: 12, method: 'wallet' });
    },
    failed: (s) => {
      p.methodIs('wallet');
      p.failedWith((s.context as MethodContext).error);
    },
    switched: switchedCheck(p),
  }),
  bankTransfer: (p, c) => ({
    ready: () => p.startedWith('bank_transfer', EMPTY_CARD),
    requesting: () => {
      p.methodIs('bank_transfer', true);
      p.busy('Get the bank details');
      p.ignoresClick('Get the bank details', c.payBankTransfer as never);
    },
    done: () => {
      expect(p.here()).toBe('/bank-success?order_id=12');
      expect(storage.get('paymentInfo')).toMatchObject({ order_id: 12, method: 'bank_transfer', bank: { reference: order.order_no } });
    },
    failed: (s) => {
      p.methodIs('bank_transfer');
      p.failedWith((s.context as MethodContext).error);
    },
    switched: switchedCheck(p),
  }),
  payIn4: (p, c) => {
    const ctx = (s: AnyMachineSnapshot) => s.context as CardFormContext;
    return {
      checking: () => p.startedWith('pay_in_4', EMPTY_CARD),
      unavailable: () => {
        p.methodIs('pay_in_4');
        expect(p.alertText()).toBe(`${messages.instalmentUnavailable} It is offered for orders from €138.00 to €1,840.00.`);
      },
      creatingSession: () => {
        expect(p.status()).toBe('Preparing your payment schedule…');
        expect(c.instalmentCreateSession.last.input).toBe(12);
      },
      checkFailed: (s) => {
        p.methodIs('pay_in_4');
        p.failedWith(ctx(s).error);
      },
      editing: (s) => {
        p.methodIs('pay_in_4');
        p.cardShown(ctx(s).card, ctx(s).fieldErrors);
        expect([...p.panel().querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
          '€27.60When your order is processed',
          '€27.6014 days later',
          '€27.6028 days later',
          '€27.6042 days later',
        ]);
        p.idle('Confirm pay in 4');
      },
      paying: (s) => {
        p.methodIs('pay_in_4', true);
        p.cardShown(ctx(s).card, ctx(s).fieldErrors);
        p.busy('Confirm pay in 4');
        p.ignoresClick('Confirm pay in 4', c.instalmentPay as never);
        expect(c.instalmentPay.last.input).toEqual({ ...cardPayload(ctx(s).card), session_id: 's1' });
      },
      failed: (s) => {
        p.methodIs('pay_in_4');
        p.failedWith(ctx(s).error);
        p.reported(ctx(s));
      },
      paid: () => p.succeeded('pay_in_4'),
      switched: switchedCheck(p),
    };
  },
};

/** Every state of each method's machine (a path reaches each). */
const methodStates: Record<keyof typeof methodPaths, string[]> = {
  card: ['creatingIntent', 'unavailable', 'editing', 'confirming', 'declined', 'paid', 'switched'],
  wallet: ['ready', 'redirecting', 'leaving', 'failed', 'switched'],
  bankTransfer: ['ready', 'requesting', 'done', 'failed', 'switched'],
  payIn4: ['checking', 'unavailable', 'creatingSession', 'checkFailed', 'editing', 'paying', 'failed', 'paid', 'switched'],
};

const METHOD_OF: Record<keyof typeof methodPaths, PaymentMethod> = {
  card: 'card',
  wallet: 'wallet',
  bankTransfer: 'bank_transfer',
  payIn4: 'pay_in_4',
};

beforeEach(() => {
  localStorage.clear();
});

for (const name of Object.keys(methodPaths) as (keyof typeof methodPaths)[]) {
  describe(`payment panel: ${name} (machines/payment, model-based, against the panel)`, () => {
    it('reaches every state', () => {
      const seen = statesVisited(methodPaths[name] as never);
      for (const v of methodStates[name]) expect(seen.has(JSON.stringify(v)), v).toBe(true);
    });

    for (const path of methodPaths[name]) {
      it(pathName(path as never), async () => {
        const p = await renderPanel(METHOD_OF[name]);
        await path.test({ states: methodChecks[name](p, p.c), events: p.events as never });
      });
    }
  });
}

describe('payment panel: the payment machine runs the method chosen (model-based, against the panel)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paymentPaths as never);
    for (const v of [{ paying: 'card' }, { paying: 'wallet' }, { paying: 'bankTransfer' }, { paying: 'payIn4' }, 'succeeded']) {
      expect(seen.has(JSON.stringify(v)), JSON.stringify(v)).toBe(true);
    }
  });

  for (const path of paymentPaths) {
    it(pathName(path as never), async () => {
      const p = await renderPanel('card');
      const { c } = p;
      /** The card the payment machine holds when pay in 4 starts (its form shows it once the schedule is made). */
      let carried = EMPTY_CARD;
      type Ended = { event: { output: MethodOutput } };
      /** The method's machine ends as the path says: paid by submitting the card, or another method chosen. */
      const end = async (output: MethodOutput, pay: () => Promise<void>) => {
        if (output.card) p.type(output.card);
        if (output.result) {
          fireEvent.click(p.panel().querySelector<HTMLButtonElement>('form button[type=submit]')!);
          await pay();
        } else await p.choose(output.chosen!);
      };
      await path.test({
        states: {
          'paying.card': (s: AnyMachineSnapshot) => p.startedWith('card', (s.context as PaymentContext).card),
          'paying.wallet': () => p.startedWith('wallet', EMPTY_CARD),
          'paying.bankTransfer': () => p.startedWith('bank_transfer', EMPTY_CARD),
          'paying.payIn4': (s: AnyMachineSnapshot) => {
            p.startedWith('pay_in_4', EMPTY_CARD);
            carried = (s.context as PaymentContext).card;
          },
          succeeded: (s: AnyMachineSnapshot) => p.succeeded((s.context as PaymentContext).method),
        },
        events: {
          'xstate.done.actor.card': async ({ event }: Ended) => {
            await p.answer(c.createIntent, { intent_id: 'pi_1' });
            await end(event.output, () => p.answer(c.payCard, event.output.result!));
          },
          'xstate.done.actor.wallet': ({ event }: Ended) => p.choose(event.output.chosen!),
          'xstate.done.actor.bankTransfer': ({ event }: Ended) => p.choose(event.output.chosen!),
          'xstate.done.actor.payIn4': async ({ event }: Ended) => {
            await p.answer(c.instalmentAccessible, { accessible: true, min: 35, max: 2000 });
            await p.answer(c.instalmentCreateSession, { session_id: 's1', schedule });
            p.cardShown(carried, {});
            await end(event.output, () => p.answer(c.instalmentPay, event.output.result!));
          },
        } as never,
      });
    });
  }
});
