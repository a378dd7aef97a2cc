import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import type { AdminOrderDetail } from '../../../../contract/admin';
import { said } from '../../../../contract/messages';
import { consoleMessages } from '../../../../contract/console-messages';
import { orderActionMachine, type OrderAction, type OrderActionContext } from '../../../../machines/admin/order-action.machine';
import { coveringPaths } from '../../../../tests/model/support/covering-paths';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { controlledCall } from '../../../testing/harness';
import { ApiError } from '../../../api/errors';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { orderActionLogic } from './order-action.actors';
import { OrderActionPanel } from './order-action-panel';

const changed = new ApiError('conflict', 409, consoleMessages.orderChanged, {}, { reason: 'orderChanged', version: 9 }, said('orderChanged'));
const notNow = new ApiError('conflict', 409, 'This order is already shipped');
const badTracking = new ApiError('invalid', 422, 'Invalid', { tracking_no: 'Tracking number is too long' });

/** Each action's typing: a good value per field, and one the form refuses. */
const TYPING: Partial<Record<OrderAction, { name: string; value: string }[]>> = {
  ship: [
    { name: 'carrier', value: 'UPS' },
    { name: 'tracking_no', value: '1Z999AA10123456784' },
    { name: 'tracking_no', value: 'x'.repeat(61) },
  ],
  refund: [
    { name: 'amount', value: '12.50' },
    { name: 'amount', value: '500' },
    { name: 'reason', value: 'Scratched lens' },
  ],
  deliver: [],
};
const LABEL: Record<string, string> = { carrier: 'Carrier', tracking_no: 'Tracking number', amount: 'Amount', reason: 'Reason' };
const BUTTON: Partial<Record<OrderAction, string>> = { ship: 'Ship', refund: 'Refund', deliver: 'Mark delivered' };

const ctx = (s: AnyMachineSnapshot) => s.context as OrderActionContext;

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

for (const action of ['ship', 'refund', 'deliver'] as const) {
  const model = createTestModel(toModelMachine(orderActionMachine), {
    events: ((s: AnyMachineSnapshot) => [
      { type: 'action.open' },
      { type: 'action.submit' },
      { type: 'action.cancel' },
      { type: 'action.reload' },
      // The order loaded again (after another member's move): its version and refundable amount change.
      // (Not while a call is out: the page loads the order again once it is answered.)
      ...(s.value === 'submitting'
        ? []
        : [ctx(s).version === 3 ? { type: 'action.order', version: 4, refundable: 40 } : { type: 'action.order', version: 3, refundable: 60 }]),
      ...TYPING[action]!.filter((f) => ctx(s).values[f.name] !== f.value).map((f) => ({ type: 'action.field', ...f })),
      { type: 'xstate.done.actor.submit', output: {} },
      { type: 'xstate.error.actor.submit', error: changed },
      { type: 'xstate.error.actor.submit', error: action === 'ship' ? badTracking : notNow },
    ]) as never,
    serializeState: everyTransition((s: AnyMachineSnapshot) => {
      const c = ctx(s);
      return { v: s.value, values: c.values, e: Object.keys(c.errors), err: !!c.error, version: c.version };
    }) as never,
  });
  type Path = ReturnType<typeof model.getShortestPaths>[number];
  const input = { action, orderId: 12, version: 3, refundable: 60 };
  const paths = coveringPaths<Path>(model as never, { input });

  describe(`order action ${action} (model: machines/admin/order-action.machine.ts)`, () => {
    it('reaches every state', () => {
      const seen = statesVisited(paths as never);
      for (const v of ['idle', 'editing', 'submitting', 'failed', 'conflict', 'done']) expect(seen.has(JSON.stringify(v)), v).toBe(true);
    });

    for (const path of paths) {
      it(pathName(path as never), async () => {
        const submit = controlledCall<AdminOrderDetail>();
        let reloads = 0;
        const logic = orderActionLogic(() => reloads++).provide({ actors: { submit: submit.logic } });
        const panel = (version: number, refundable: number) => (
          <I18nProvider i18n={i18n}>
            <OrderActionPanel logic={logic} action={action} allowed orderId={12} version={version} refundable={refundable} />
          </I18nProvider>
        );
        const view = render(panel(3, 60));
        await flush();
        const form = () => screen.getByRole('form', { name: BUTTON[action] });
        const submitButton = () => within(form()).getByRole('button', { name: BUTTON[action] });
        let reloadsBefore = 0;
        await path.test({
          states: {
            idle: () => {
              expect(screen.queryByRole('form')).toBeNull();
              expect(screen.getByRole('button', { name: BUTTON[action] })).toBeTruthy();
              expect(screen.queryByRole('status')).toBeNull();
            },
            editing: (s: AnyMachineSnapshot) => {
              const c = ctx(s);
              for (const f of TYPING[action]!)
                expect((within(form()).getByLabelText(LABEL[f.name]!) as HTMLInputElement).value).toBe(c.values[f.name]);
              expect(submitButton().getAttribute('aria-busy')).toBeNull();
              const alerts = within(form())
                .queryAllByRole('alert')
                .map((a) => a.textContent);
              expect(alerts.length).toBe(Object.keys(c.errors).length);
              if (c.errors.tracking_no && typeof c.errors.tracking_no === 'string') expect(alerts).toContain('Tracking number is too long');
            },
            submitting: (s: AnyMachineSnapshot) => {
              expect(submitButton().getAttribute('aria-busy')).toBe('true');
              const sent = submit.calls.at(-1);
              expect(sent).toMatchObject({ action, orderId: 12, version: ctx(s).version });
            },
            failed: () => {
              const alerts = within(form())
                .getAllByRole('alert')
                .map((a) => a.textContent);
              expect(alerts).toContain(action === 'ship' ? 'Tracking number is too long' : notNow.message);
              expect(submitButton()).toBeTruthy();
            },
            conflict: () => {
              expect(
                within(form())
                  .getAllByRole('alert')
                  .map((a) => a.textContent),
              ).toContain(consoleMessages.orderChanged);
              expect(within(form()).getByRole('button', { name: 'Reload the order' })).toBeTruthy();
              expect(within(form()).queryByRole('button', { name: BUTTON[action] })).toBeNull();
            },
            done: () => {
              expect(screen.queryByRole('form')).toBeNull();
              expect(screen.getByRole('status').textContent).toBeTruthy();
              expect(reloads).toBeGreaterThan(reloadsBefore);
            },
          } as never,
          events: {
            'action.open': async () => {
              fireEvent.click(screen.getByRole('button', { name: BUTTON[action] }));
              await flush(1);
            },
            'action.submit': async () => {
              fireEvent.click(submitButton());
              await flush(1);
            },
            'action.cancel': async () => {
              const close = screen.queryByRole('button', { name: 'Close' });
              if (close) fireEvent.click(close);
              await flush(1);
            },
            'action.reload': async () => {
              const reload = screen.queryByRole('button', { name: 'Reload the order' });
              if (reload) fireEvent.click(reload);
              await flush(1);
            },
            'action.order': async ({ event }: { event: { version?: number; refundable: number } }) => {
              if (event.version === undefined) return;
              view.rerender(panel(event.version, event.refundable));
              await flush(1);
            },
            'action.field': async ({ event }: { event: { name?: string; value: string } }) => {
              // (The graph also tries a field event without a field: the machine ignores it, and nobody can send it.)
              if (!event.name) return;
              fireEvent.change(within(form()).getByLabelText(LABEL[event.name]!), { target: { value: event.value } });
              await flush(1);
            },
            'xstate.done.actor.submit': async () => {
              reloadsBefore = reloads;
              await submit.resolve({} as AdminOrderDetail);
              await flush();
            },
            'xstate.error.actor.submit': async ({ event }: { event: { error: unknown } }) => {
              await submit.reject(event.error);
              await flush();
            },
          } as never,
        });
      });
    }
  });
}
