import { describe, expect, it } from 'vitest';
import type { SavedPrescription } from '../../../contract/prescription';
import { savedPrescriptionsMachine, type SavedPrescriptionsContext } from '../../../machines/saved-prescriptions.machine';
import { emptyRx } from '../../../machines/rx-form';
import { savedPrescriptionsView } from './saved-prescriptions.view';

const eye = (sph: number) => ({ sph, cyl: 0, axis: null, add: null, prism: null, base: null });
const saved = (id: number, name: string): SavedPrescription => ({
  id,
  name,
  created_at: '2026-11-02T10:00:00.000Z',
  prescription: { right: eye(-1), left: eye(-1.25), pd: 63, pd_right: null, pd_left: null },
});
const list = [saved(1, 'Reading'), saved(2, 'Distance')];
const view = (value: Parameters<typeof savedPrescriptionsMachine.resolveState>[0]['value'], over: Partial<SavedPrescriptionsContext> = {}) =>
  savedPrescriptionsView(
    savedPrescriptionsMachine.resolveState({
      value,
      context: { list, name: '', rx: emptyRx(), errors: {}, pendingId: null, error: null, ...over },
    }),
  );

const off = { loading: false, failed: false, ready: false, canAct: false, adding: false, renaming: false, busy: false };

describe('savedPrescriptionsView', () => {
  it('says the list is loading or failed', () => {
    expect(view('loading', { list: [] })).toMatchObject({ ...off, loading: true });
    expect(view('failed', { list: [] })).toMatchObject({ ...off, failed: true });
  });

  it('shows the list with its buttons live while idle', () => {
    expect(view({ ready: 'idle' })).toMatchObject({ ...off, ready: true, canAct: true, list, pending: null });
  });

  it('shows the new form, busy while saving, the buttons held', () => {
    expect(view({ ready: 'adding' }, { name: 'Sun' })).toMatchObject({ ...off, ready: true, adding: true, name: 'Sun' });
    expect(view({ ready: 'saving' })).toMatchObject({ ...off, ready: true, adding: true, busy: true });
  });

  it('shows the rename form of the one pending, busy while saving its name', () => {
    expect(view({ ready: 'renaming' }, { pendingId: 2 })).toMatchObject({ ...off, ready: true, renaming: true, pending: list[1] });
    expect(view({ ready: 'savingName' }, { pendingId: 2 })).toMatchObject({ ...off, ready: true, renaming: true, busy: true, pending: list[1] });
  });

  it('names the one being deleted, the buttons held', () => {
    expect(view({ ready: 'removing' }, { pendingId: 1 })).toMatchObject({ ...off, ready: true, pending: list[0] });
  });

  it('keeps the last refusal to show', () => {
    const refused = new Error('Too many prescriptions');
    expect(view({ ready: 'idle' }, { error: refused }).error).toBe(refused);
  });
});
