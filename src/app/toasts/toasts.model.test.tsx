import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { I18n } from '../../i18n/runtime';
import { I18nProvider } from '../../i18n/react';
import { toastsMachine, type ToastMessage, type ToastsContext as Ctx } from '../../../machines/toasts.machine';
import { TOAST_MS } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, testI18n } from '../../../tests/support/shell-harness';
import { ToastProvider, useToast } from './toast-provider';
import { coveringPathsOf } from '../../../tests/model/support/covering-paths';

const SHOWN = [
  { kind: 'error', message: messages.serverError },
  { kind: 'success', message: 'Added to your wishlist' },
  { kind: 'warning', message: messages.urlError },
] as const;
/** The toasts raised here are plain messages (phrases: toast-provider.test.tsx). */
const said = (message: ToastMessage) => (typeof message === 'string' ? message : message.key);

const model = createTestModel(toModelMachine(toastsMachine), {
  events: (state) =>
    [
      ...SHOWN.map((s) => ({ type: 'toast.show', ...s })),
      ...(state.context as Ctx).toasts.map((t) => ({ type: 'toast.dismiss', id: t.id })),
      { type: 'xstate.after.toastDismiss.toasts.visible' },
    ] as never,
  serializeState: everyTransition() as never,
  // Ids only count up: three toasts raised are enough to take every transition.
  stopWhen: (state) => (state.context as Ctx).nextId > 4,
});

/** Features raise toasts through useToast (the API client's flags arrive the same way). */
function Raise() {
  const show = useToast();
  return (
    <>
      {SHOWN.map((s) => (
        <button key={s.message} type="button" onClick={() => show(s.kind, s.message)}>
          raise {s.kind}
        </button>
      ))}
    </>
  );
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('toasts (model: every state and transition of toasts.machine)', () => {
  const paths = coveringPathsOf(model);

  it('covers every stable state of the machine (settling is eventless)', () => {
    expect(statesVisited(paths)).toEqual(new Set(['"idle"', '"visible"']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      render(
        <I18nProvider i18n={i18n}>
          <ToastProvider>
            <Raise />
          </ToastProvider>
        </I18nProvider>,
      );
      await flush();
      let last: Ctx = { toasts: [], nextId: 1 };
      const region = () => screen.getByRole('status', { name: 'Notifications' });

      await path.test({
        states: {
          '*': (state) => {
            last = state.context as Ctx;
            const items = within(region()).queryAllByRole('button', { name: /^Dismiss: / });
            expect(items.map((b) => b.getAttribute('aria-label'))).toEqual(last.toasts.map((t) => `Dismiss: ${said(t.message)}`));
            for (const t of last.toasts) {
              // Each kind drawn as its own (data-kind styles it); a warning is an alert, the others the region's news.
              const item = within(region()).getByText(said(t.message)).closest('[data-kind]')!;
              expect(item.getAttribute('data-kind')).toBe(t.kind);
              expect(item.getAttribute('role')).toBe(t.kind === 'warning' ? 'alert' : null);
            }
            expect(
              within(region())
                .queryAllByRole('alert')
                .map((a) => a.textContent),
            ).toEqual(last.toasts.filter((t) => t.kind === 'warning').map((t) => said(t.message)));
            if (state.matches('idle')) expect(region().textContent).toBe('');
          },
        },
        events: {
          'toast.show': async ({ event }: { event: { kind: string } }) => {
            fireEvent.click(screen.getByRole('button', { name: `raise ${event.kind}` }));
            await flush(1);
          },
          'toast.dismiss': async ({ event }: { event: { id: number } }) => {
            const toast = last.toasts.find((t) => t.id === event.id)!;
            fireEvent.click(within(region()).getByRole('button', { name: `Dismiss: ${said(toast.message)}` }));
            await flush(1);
          },
          'xstate.after.toastDismiss.toasts.visible': async () => {
            act(() => vi.advanceTimersByTime(TOAST_MS));
            await flush(1);
          },
        } as never,
      });
    });
  }
});
