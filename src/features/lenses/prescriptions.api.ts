import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { Prescription, PrescriptionPhoto, SavedPrescription } from '../../../contract/prescription';

/** The customer's saved prescriptions (api/users/prescriptions). */
export const prescriptionApi = {
  /** GET -> newest first. */
  list: (signal?: AbortSignal) => http<SavedPrescription[]>('get', paths.prescriptions, { signal }),
  /** POST {name, prescription} -> the saved one (409 when 20 are kept). */
  save: (input: { name: string; prescription: Prescription }) => http<SavedPrescription>('post', paths.prescriptions, { json: input }),
  /** PUT {name} -> the renamed one. */
  rename: (id: number, name: string) => http<SavedPrescription>('put', paths.prescription(id), { json: { name } }),
  /** DELETE */
  remove: (id: number) => http<null>('delete', paths.prescription(id)),
  /** POST api/users/prescriptionPhoto (multipart `file`): a photo of a paper prescription -> {id, mime, size}. */
  uploadPhoto: (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return http<PrescriptionPhoto>('post', paths.prescriptionPhoto, { multipart: body });
  },
};
