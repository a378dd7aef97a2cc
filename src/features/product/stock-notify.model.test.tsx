import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import { stockNotifyMachine, type StockNotifyContext } from '../../../machines/stock-notify.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { StockNotifyForm } from './stock-notify-form';
import { stockNotifyLogic } from './stock-notify.actors';

const inStockAgain = new ApiError('conflict', 409, messages.serverError);
// (An e-mail input drops surrounding spaces itself; the machine's own test covers trimming.)
const EMAILS = ['', 'not-an-email', 'shopper@example.com'];

const model = createTestModel(toModelMachine(stockNotifyMachine), {
  // A person cannot "change" the field to what it already holds.
  events: ((s: AnyMachineSnapshot) => [
    ...EMAILS.filter((v) => v !== (s.context as StockNotifyContext).email).map((value) => ({ type: 'notify.email', value })),
    { type: 'xstate.error.actor.sendStockNotify', error: inStockAgain },
  ]) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = s.context as StockNotifyContext;
    return { v: s.value, email: c.email, e: c.emailError, f: !!c.error };
  }) as never,
});
const paths = model.getShortestPaths({ input: { goodsId: 5, variantId: 8 } } as never);

async function renderForm(email?: string) {
  const send = calls<null, { goods_id: number; variant_id: number; email: string }>();
  const logic = stockNotifyLogic.provide({ actors: { sendStockNotify: fromPromise(({ input }) => send.start(input)) } });
  const { Wrapper } = shellHarness({ i18n: await testI18n() });
  render(
    <Wrapper>
      <StockNotifyForm goodsId={5} variantId={8} email={email} logic={logic} />
    </Wrapper>,
  );
  await flush();
  return send;
}

function fieldMessage(): string | null {
  const id = screen.getByLabelText('E-mail').getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
}

describe('stock notification form (stock-notify machine, model-based)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['editing', 'sending', 'sent', 'failed']) expect(seen.has(JSON.stringify(v))).toBe(true);
  });

  it('prefills the signed-in customer’s e-mail', async () => {
    await renderForm('demo@opticshop.example');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('demo@opticshop.example');
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const send = await renderForm();
      const submit = () => screen.queryByRole('button', { name: 'Notify me' });
      await path.test({
        states: {
          editing: (s) => {
            const c = s.context as StockNotifyContext;
            expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(c.email);
            expect(fieldMessage()).toBe(c.emailError);
            expect(submit()!.getAttribute('aria-busy')).toBeNull();
            expect(screen.queryByText(messages.stockNotifySaved)).toBeNull();
          },
          sending: () => {
            expect(submit()!.getAttribute('aria-busy')).toBe('true');
            const before = send.list.length;
            fireEvent.click(submit()!);
            expect(send.list.length).toBe(before);
            expect(send.last.input).toEqual({ goods_id: 5, variant_id: 8, email: 'shopper@example.com' });
          },
          sent: () => {
            const form = screen.getByRole('region', { name: 'Notify me when available' });
            expect(within(form).getByRole('status').textContent).toBe('We will e-mail you when it is back in stock');
            expect(screen.queryByLabelText('E-mail')).toBeNull();
          },
          failed: () => {
            const form = screen.getByRole('region', { name: 'Notify me when available' });
            expect(
              within(form)
                .getAllByRole('alert')
                .map((a) => a.textContent),
            ).toContain(messages.serverError);
            expect(fieldMessage()).toBeNull();
          },
        },
        events: {
          'notify.email': ({ event }: { event: { value: string } }) => {
            fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: event.value } });
          },
          'notify.submit': () => fireEvent.click(submit()!),
          'xstate.done.actor.sendStockNotify': async () => {
            await act(async () => send.last.d.resolve(null));
            await flush();
          },
          'xstate.error.actor.sendStockNotify': async ({ event }: { event: { error: unknown } }) => {
            await act(async () => send.last.d.reject(event.error));
            await flush();
          },
        } as never,
      });
    });
  }

  it('shows the spec messages', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(fieldMessage()).toBe('This is a required field.');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'shopper.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(fieldMessage()).toBe('Please input a valid E-mail.');
  });
});
