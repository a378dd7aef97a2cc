import { fromPromise } from 'xstate';
import { confirmDeleteMachine } from '../../../machines/confirm-delete.machine';
import { savedPrescriptionsMachine } from '../../../machines/saved-prescriptions.machine';
import { prescriptionApi } from './prescriptions.api';

/**
 * /account/my-prescriptions' effects: the list (GET api/users/prescriptions), a new one (POST),
 * a new name (PUT api/users/prescriptions/{id}) and each delete after its confirmation (DELETE).
 */
export const savedPrescriptionsLogic = savedPrescriptionsMachine.provide({
  actors: {
    loadList: fromPromise(({ signal }) => prescriptionApi.list(signal)),
    savePrescription: fromPromise(({ input }) => prescriptionApi.save(input)),
    renamePrescription: fromPromise(({ input }) => prescriptionApi.rename(input.id, input.name)),
    confirmDelete: confirmDeleteMachine.provide({
      actors: { deleteItem: fromPromise(({ input }) => prescriptionApi.remove(input.id)) },
    }),
  },
});
