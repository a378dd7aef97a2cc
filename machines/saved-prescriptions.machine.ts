import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { FieldMessages } from '../contract/codes';
import { renamePrescriptionSchema, savePrescriptionSchema, type Prescription, type SavedPrescription } from '../contract/prescription';
import { validate } from '../contract/schemas/validate';
import { confirmDeleteMachine } from './confirm-delete.machine';
import { providedCall } from './provided';
import { emptyRx, withRxField, type RxField, type RxForm } from './rx-form';

export interface SavedPrescriptionsContext {
  list: SavedPrescription[];
  /** The new prescription's form: its name and fields, and their messages (by field: `name`, `right.sph`...). */
  name: string;
  rx: RxForm;
  errors: FieldMessages;
  /** The prescription being renamed or deleted. */
  pendingId: number | null;
  /** The last refusal (load, save, rename, delete), shown until the next action. */
  error: unknown;
}

export type SavedPrescriptionsEvent =
  | { type: 'saved.retry' }
  | { type: 'saved.add' }
  | { type: 'saved.field'; field: RxField; value: string }
  /** The name typed: the new prescription's, or the new name of the one renamed. */
  | { type: 'saved.name'; value: string }
  | { type: 'saved.submit' }
  | { type: 'saved.cancel' }
  | { type: 'saved.rename'; id: number }
  | { type: 'saved.delete'; id: number }
  /** The confirmation's buttons, passed on to the confirm-delete machine. */
  | { type: 'saved.confirm' }
  | { type: 'saved.keep' };

/**
 * What the page shows (src/features/lenses/saved-prescriptions.view.ts): the list `loading`,
 * `failed` or `ready`; the new prescription's form (`adding`) or a rename (`renaming`) open, `busy`
 * while it is saved.
 */
export type SavedPrescriptionsTag = 'loading' | 'failed' | 'ready' | 'adding' | 'renaming' | 'busy';

type DeleteSnapshot = Pick<SnapshotFrom<typeof confirmDeleteMachine>, 'value' | 'context'>;
const snapshotParams = ({ event }: { event: { snapshot: DeleteSnapshot } }) => ({ snapshot: event.snapshot });
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The new prescription checked with the server's own schema; messages keyed as the form's fields. */
function checkNew(c: Pick<SavedPrescriptionsContext, 'name' | 'rx'>) {
  const r = validate(savePrescriptionSchema, { name: c.name, prescription: c.rx });
  if (r.ok) return { ok: true as const, value: { name: r.value.name, prescription: r.value.prescription as Prescription } };
  return { ok: false as const, errors: Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k.replace(/^prescription\./, ''), v])) };
}
const checkName = (name: string) => validate(renamePrescriptionSchema, { name });

/**
 * /account/my-prescriptions: the customer's saved prescriptions (picked again in the lens
 * configurator). A new one is typed in the same fields, checked by the same rules as the server's
 * (savePrescriptionSchema: ADD optional, as for reading); one is renamed; one is deleted after a
 * confirmation (machines/confirm-delete.machine.ts, invoked per delete).
 */
export const savedPrescriptionsMachine = setup({
  types: {
    context: {} as SavedPrescriptionsContext,
    events: {} as SavedPrescriptionsEvent,
    children: {} as { confirmDelete: 'confirmDelete' },
    tags: {} as SavedPrescriptionsTag,
  },
  actors: {
    /** GET api/users/prescriptions */
    loadList: providedCall<SavedPrescription[]>('loadList'),
    /** POST api/users/prescriptions */
    savePrescription: providedCall<SavedPrescription, { name: string; prescription: Prescription }>('savePrescription'),
    /** PUT api/users/prescriptions/{id} */
    renamePrescription: providedCall<SavedPrescription, { id: number; name: string }>('renamePrescription'),
    /** One delete after its confirmation (its call `deleteItem` is the app's: DELETE api/users/prescriptions/{id}). */
    confirmDelete: confirmDeleteMachine,
  },
  guards: {
    isInList: ({ context, event }) => 'id' in event && context.list.some((p) => p.id === event.id),
    newIsValid: ({ context }) => checkNew(context).ok,
    nameIsValid: ({ context }) => checkName(context.name).ok,
    wasCancelled: (_, { snapshot }: { snapshot: DeleteSnapshot }) => snapshot.value === 'idle',
    deleteWasRefused: (_, { snapshot }: { snapshot: DeleteSnapshot }) => snapshot.value === 'failed',
  },
  actions: {
    setList: assign((_, { list }: { list: SavedPrescription[] }) => ({ list, error: null })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    openNew: assign({ name: '', rx: () => emptyRx(), errors: {}, error: null }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'saved.field') return context;
      const { rx, errors } = withRxField(context.rx, context.errors, event.field, event.value);
      return { rx, errors };
    }),
    setName: assign(({ context, event }) => {
      if (event.type !== 'saved.name') return context;
      const { name: _fixed, ...errors } = context.errors;
      return { name: event.value, errors };
    }),
    showNewErrors: assign(({ context }) => {
      const r = checkNew(context);
      return { errors: r.ok ? {} : r.errors };
    }),
    showNameError: assign(({ context }) => {
      const r = checkName(context.name);
      return { errors: r.ok ? {} : r.errors };
    }),
    openRename: assign(({ context, event }) => {
      const id = 'id' in event ? event.id : null;
      return { pendingId: id, name: context.list.find((p) => p.id === id)?.name ?? '', errors: {}, error: null };
    }),
    setPending: assign({ pendingId: ({ event }) => ('id' in event ? event.id : null), error: null }),
    clearPending: assign({ pendingId: null }),
    addSaved: assign(({ context }, { saved }: { saved: SavedPrescription }) => ({ list: [saved, ...context.list], error: null })),
    replaceSaved: assign(({ context }, { saved }: { saved: SavedPrescription }) => ({
      list: context.list.map((p) => (p.id === saved.id ? saved : p)),
      pendingId: null,
      error: null,
    })),
    dropPending: assign(({ context }) => ({ list: context.list.filter((p) => p.id !== context.pendingId), pendingId: null })),
    setDeleteError: assign((_, { snapshot }: { snapshot: DeleteSnapshot }) => ({ error: snapshot.context.error, pendingId: null })),
    confirmDelete: sendTo('confirmDelete', { type: 'delete.confirm' }),
    cancelDelete: sendTo('confirmDelete', { type: 'delete.cancel' }),
  },
}).createMachine({
  id: 'savedPrescriptions',
  context: { list: [], name: '', rx: emptyRx(), errors: {}, pendingId: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        onDone: { target: 'ready', actions: { type: 'setList', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setError', params: errorParams } },
      },
    },
    failed: { tags: ['failed'], on: { 'saved.retry': { target: 'loading', actions: 'clearError' } } },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'saved.add': { target: 'adding', actions: 'openNew' },
            'saved.rename': { guard: 'isInList', target: 'renaming', actions: 'openRename' },
            'saved.delete': { guard: 'isInList', target: 'removing', actions: 'setPending' },
          },
        },
        adding: {
          description: "The new prescription's form: a name and the fields of the lens configurator's step.",
          tags: ['adding'],
          on: {
            'saved.field': { actions: 'setField' },
            'saved.name': { actions: 'setName' },
            'saved.submit': [{ guard: 'newIsValid', target: 'saving', actions: 'clearError' }, { actions: 'showNewErrors' }],
            'saved.cancel': { target: 'idle', actions: 'clearError' },
          },
        },
        saving: {
          tags: ['adding', 'busy'],
          invoke: {
            id: 'savePrescription',
            src: 'savePrescription',
            input: ({ context }) => (checkNew(context) as { value: { name: string; prescription: Prescription } }).value,
            onDone: { target: 'idle', actions: { type: 'addSaved', params: ({ event }) => ({ saved: event.output }) } },
            onError: { target: 'adding', actions: { type: 'setError', params: errorParams } },
          },
        },
        renaming: {
          tags: ['renaming'],
          on: {
            'saved.name': { actions: 'setName' },
            'saved.submit': [{ guard: 'nameIsValid', target: 'savingName', actions: 'clearError' }, { actions: 'showNameError' }],
            'saved.cancel': { target: 'idle', actions: ['clearPending', 'clearError'] },
          },
        },
        savingName: {
          tags: ['renaming', 'busy'],
          invoke: {
            id: 'renamePrescription',
            src: 'renamePrescription',
            input: ({ context }) => ({ id: context.pendingId!, name: context.name.trim() }),
            onDone: { target: 'idle', actions: { type: 'replaceSaved', params: ({ event }) => ({ saved: event.output }) } },
            onError: { target: 'renaming', actions: { type: 'setError', params: errorParams } },
          },
        },
        removing: {
          description: 'The confirm-delete machine asks "Delete this prescription?", then deletes it; nothing goes until confirmed.',
          invoke: {
            id: 'confirmDelete',
            src: 'confirmDelete',
            input: ({ context }) => ({ id: context.pendingId!, asked: true }),
            onSnapshot: [
              { guard: { type: 'wasCancelled', params: snapshotParams }, target: 'idle', actions: 'clearPending' },
              {
                guard: { type: 'deleteWasRefused', params: snapshotParams },
                target: 'idle',
                actions: { type: 'setDeleteError', params: snapshotParams },
              },
            ],
            onDone: { target: 'idle', actions: 'dropPending' },
          },
          on: {
            'saved.confirm': { actions: 'confirmDelete' },
            'saved.keep': { actions: 'cancelDelete' },
          },
        },
      },
    },
  },
});

export type SavedPrescriptionsMachine = typeof savedPrescriptionsMachine;
