import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import type { Prescription, SavedPrescription } from '../../../contract/prescription';
import { savedPrescriptionsMachine, type SavedPrescriptionsContext } from '../../../machines/saved-prescriptions.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api/errors';
import { prescriptionApi } from '../../features/lenses/prescriptions.api';
import MyPrescriptionsPage from './my-prescriptions-page';

const eye = (sph: number) => ({ sph, cyl: 0, axis: null, add: null, prism: null, base: null });
const rx = (sph: number): Prescription => ({ right: eye(sph), left: eye(sph), pd: 63, pd_right: null, pd_left: null });
const saved = (id: number, name: string, sph = -1): SavedPrescription => ({ id, name, prescription: rx(sph), created_at: '2026-11-01T10:00:00Z' });
const LIST = [saved(1, 'Distance 2026'), saved(2, 'Reading', 1.5)];
const NEW = saved(9, 'Sunday', -1.25);
const offline = new ApiError('network', 600, messages.requestFailed);
const full = new ApiError('conflict', 409, messages.rxSavedFull);
const gone = new ApiError('notFound', 404, messages.rxNotFound);
/** The page's own refusals (shown in its alert), as opposed to a field's message. */
const REFUSALS: string[] = [messages.requestFailed, messages.rxSavedFull, messages.rxNotFound];

type Snap = Omit<AnyMachineSnapshot, 'context'> & { context: SavedPrescriptionsContext };

/** What the page offers in each state (a finite set: one change of the list a path, each field typed once). */
function eventsOf(s: Snap) {
  const c = s.context;
  const at = (v: unknown) => s.matches(v as never);
  const pristine = JSON.stringify(c.list) === JSON.stringify(LIST);
  if (at('loading'))
    return [
      { type: 'xstate.done.actor.loadList', output: LIST },
      { type: 'xstate.error.actor.loadList', error: offline },
    ];
  if (at('failed')) return [{ type: 'saved.retry' }];
  if (at({ ready: 'idle' })) {
    // One change a path: add, rename or delete from the list as it was loaded.
    return pristine ? [{ type: 'saved.add' }, { type: 'saved.rename', id: 1 }, { type: 'saved.delete', id: 2 }] : [];
  }
  if (at({ ready: 'adding' })) {
    return [
      ...(c.name === '' ? [{ type: 'saved.name', value: 'Sunday' }] : []),
      ...(c.name !== '' && c.rx.pd === '' ? [{ type: 'saved.field', field: 'pd', value: '63' }] : []),
      { type: 'saved.submit' },
      { type: 'saved.cancel' },
    ];
  }
  if (at({ ready: 'saving' })) {
    return [
      { type: 'xstate.done.actor.savePrescription', output: NEW },
      { type: 'xstate.error.actor.savePrescription', error: full },
    ];
  }
  if (at({ ready: 'renaming' })) {
    return [
      ...(c.name === LIST[0]!.name ? [{ type: 'saved.name', value: '' }] : []),
      ...(c.name === '' ? [{ type: 'saved.name', value: 'Far' }] : []),
      { type: 'saved.submit' },
      { type: 'saved.cancel' },
    ];
  }
  if (at({ ready: 'savingName' })) {
    const renamed = c.list.find((p) => p.id === c.pendingId)!;
    return [
      { type: 'xstate.done.actor.renamePrescription', output: { ...renamed, name: c.name.trim() } },
      { type: 'xstate.error.actor.renamePrescription', error: gone },
    ];
  }
  // removing: the invoked confirm-delete machine's end, and the snapshots the list follows (kept, refused).
  const snapshot = (value: string, error: unknown) => ({ value, context: { id: c.pendingId, asked: false, error } });
  return [
    { type: 'xstate.done.actor.confirmDelete', output: { id: c.pendingId } },
    { type: 'xstate.snapshot.confirmDelete', snapshot: snapshot('idle', null) },
    { type: 'xstate.snapshot.confirmDelete', snapshot: snapshot('failed', gone) },
  ];
}

const model = new TestModel(toModelMachine(savedPrescriptionsMachine), {
  events: eventsOf as never,
  // The form's fields count only while a form is open (a cancelled form's leftovers are not shown).
  serializeState: everyTransition((s: Snap) => ({
    v: s.value,
    list: s.context.list.map((p) => `${p.id}:${p.name}`),
    pending: s.context.pendingId,
    error: (s.context.error as Error | null)?.message ?? null,
    ...(['adding', 'saving', 'renaming', 'savingName'].some((v) => s.matches({ ready: v } as never))
      ? { name: s.context.name, pd: s.context.rx.pd, errors: Object.keys(s.context.errors).sort() }
      : {}),
  })) as never,
  stateMatcher: (state: AnyMachineSnapshot, key: string) => state.matches(key as never),
} as never);
const paths = model.getShortestPaths();

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

async function renderPage() {
  const list = calls<SavedPrescription[]>();
  const save = calls<SavedPrescription, { name: string; prescription: Prescription }>();
  const rename = calls<SavedPrescription, { id: number; name: string }>();
  const del = calls<unknown, number>();
  // The page's wiring module (saved-prescriptions.actors.ts) calls prescriptionApi; the test answers it.
  vi.spyOn(prescriptionApi, 'list').mockImplementation(() => list.start(undefined));
  vi.spyOn(prescriptionApi, 'save').mockImplementation((input) => save.start(input));
  vi.spyOn(prescriptionApi, 'rename').mockImplementation((id, name) => rename.start({ id, name }));
  vi.spyOn(prescriptionApi, 'remove').mockImplementation((id) => del.start(id).then(() => null));
  const { Wrapper } = shellHarness({ i18n, path: '/account/my-prescriptions' });
  render(
    <Wrapper>
      <MyPrescriptionsPage />
    </Wrapper>,
  );
  await flush();
  return { list, save, rename, del };
}

const settle = async (work: () => unknown) => {
  await act(async () => {
    await work();
  });
  await flush();
};
const newForm = () => screen.getByRole('form', { name: 'New prescription' });
const renameForm = () => screen.getByRole('form', { name: 'Rename the prescription' });
const refusals = () =>
  screen
    .queryAllByRole('alert')
    .map((a) => a.textContent ?? '')
    .filter((t) => REFUSALS.some((r) => t.includes(r)));

describe('my prescriptions (model: every state and transition of saved-prescriptions.machine)', () => {
  it('reaches every state', () => {
    const seen = [...statesVisited(paths as never)].join(' ');
    for (const name of ['loading', 'failed', 'idle', 'adding', 'saving', 'renaming', 'savingName', 'removing']) expect(seen).toContain(`"${name}"`);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const page = await renderPage();
      /** Confirms in the dialog: it closes, the prescription's Delete turns busy; then the server answers. */
      const confirm = async (error: unknown) => {
        const before = page.del.list.length;
        await settle(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' })));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(page.del.list).toHaveLength(before + 1);
        const pending = LIST.find((p) => p.id === page.del.last.input)!;
        expect(screen.getByRole('button', { name: `Delete ${pending.name}` }).getAttribute('aria-busy')).toBe('true');
        await settle(() => (error ? page.del.last.d.reject(error) : page.del.last.d.resolve(null)));
      };
      await path.test({
        states: {
          loading: () => expect(screen.getAllByRole('status').map((e) => e.textContent)).toContain('Loading…'),
          failed: () => {
            expect(screen.getByRole('alert').textContent).toContain('We could not load your prescriptions.');
            expect(screen.queryByRole('list', { name: 'My prescriptions' })).toBeNull();
          },
          ready: (s: Snap) => {
            const c = s.context;
            const cards = within(screen.getByRole('list', { name: 'My prescriptions' })).getAllByRole('listitem');
            expect(cards).toHaveLength(c.list.length);
            c.list.forEach((p, i) => {
              if (!(s.matches({ ready: 'renaming' } as never) || s.matches({ ready: 'savingName' } as never)) || p.id !== c.pendingId) {
                expect(cards[i]!.textContent).toContain(p.name);
              }
            });
            const error = (c.error as Error | null)?.message ?? null;
            expect(refusals()).toEqual(error ? [error] : []);
          },
          'ready.idle': () => {
            expect(screen.queryByRole('dialog')).toBeNull();
            expect(screen.queryByRole('form')).toBeNull();
            expect(screen.getByRole('button', { name: 'Add a prescription' })).toBeTruthy();
          },
          'ready.adding': (s: Snap) => {
            const form = newForm();
            expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe(s.context.name);
            expect((within(form).getByLabelText('PD', { exact: true } as never) as HTMLInputElement).value).toBe(s.context.rx.pd);
            const shown = within(form)
              .queryAllByRole('alert')
              .map((a) => a.textContent);
            if (s.context.errors.name) expect(shown).toContain(messages.rxNameRequired);
            if (s.context.errors.pd) expect(shown).toContain(messages.rxPdRequired);
          },
          'ready.saving': (s: Snap) => {
            expect(within(newForm()).getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).toBe('true');
            expect(page.save.last.input.name).toBe(s.context.name.trim());
            expect(page.save.last.input.prescription.pd).toBe(63);
          },
          'ready.renaming': (s: Snap) => {
            const form = renameForm();
            expect((within(form).getByLabelText('New name') as HTMLInputElement).value).toBe(s.context.name);
            if (s.context.errors.name) expect(within(form).getByRole('alert').textContent).toBe(messages.rxNameRequired);
          },
          'ready.savingName': (s: Snap) => {
            expect(within(renameForm()).getByRole('button', { name: /^Save/ }).getAttribute('aria-busy')).toBe('true');
            expect(page.rename.last.input).toEqual({ id: s.context.pendingId, name: s.context.name.trim() });
          },
          'ready.removing': (s: Snap) => {
            const dialog = screen.getByRole('dialog', { name: 'Delete this prescription?' });
            expect(dialog.textContent).toContain(LIST.find((p) => p.id === s.context.pendingId)!.name);
          },
        } as never,
        events: {
          'xstate.done.actor.loadList': ({ event }: { event: { output: SavedPrescription[] } }) =>
            settle(() => page.list.last.d.resolve(event.output)),
          'xstate.error.actor.loadList': ({ event }: { event: { error: unknown } }) => settle(() => page.list.last.d.reject(event.error)),
          'saved.retry': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
          'saved.add': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Add a prescription' }))),
          'saved.rename': ({ event }: { event: { id: number } }) =>
            settle(() => fireEvent.click(screen.getByRole('button', { name: `Rename ${LIST.find((p) => p.id === event.id)!.name}` }))),
          'saved.delete': ({ event }: { event: { id: number } }) =>
            settle(() => fireEvent.click(screen.getByRole('button', { name: `Delete ${LIST.find((p) => p.id === event.id)!.name}` }))),
          'saved.name': ({ event }: { event: { value: string } }) =>
            settle(() => {
              const form = screen.queryByRole('form', { name: 'New prescription' });
              const field = form ? within(form).getByLabelText('Name') : within(renameForm()).getByLabelText('New name');
              fireEvent.change(field, { target: { value: event.value } });
            }),
          'saved.field': ({ event }: { event: { field: string; value: string } }) =>
            settle(() => {
              const form = newForm();
              const field =
                event.field === 'pd'
                  ? within(form).getByLabelText('PD', { exact: true } as never)
                  : within(within(form).getByRole('group', { name: 'Right eye (OD)' })).getByLabelText('SPH');
              fireEvent.change(field, { target: { value: event.value } });
            }),
          'saved.submit': () =>
            settle(() => {
              const form = screen.queryByRole('form', { name: 'New prescription' }) ?? renameForm();
              fireEvent.click(within(form).getByRole('button', { name: /^Save/ }));
            }),
          'saved.cancel': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))),
          'xstate.done.actor.savePrescription': ({ event }: { event: { output: SavedPrescription } }) =>
            settle(() => page.save.last.d.resolve(event.output)),
          'xstate.error.actor.savePrescription': ({ event }: { event: { error: unknown } }) => settle(() => page.save.last.d.reject(event.error)),
          'xstate.done.actor.renamePrescription': ({ event }: { event: { output: SavedPrescription } }) =>
            settle(() => page.rename.last.d.resolve(event.output)),
          'xstate.error.actor.renamePrescription': ({ event }: { event: { error: unknown } }) => settle(() => page.rename.last.d.reject(event.error)),
          'xstate.done.actor.confirmDelete': () => confirm(null),
          'xstate.snapshot.confirmDelete': async ({ event }: { event: { snapshot: { value: string; context: { error: unknown } } } }) => {
            if (event.snapshot.value === 'failed') return confirm(event.snapshot.context.error);
            const before = page.del.list.length;
            await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Keep it' })));
            expect(page.del.list).toHaveLength(before);
          },
        } as never,
      });
    });
  }
});
