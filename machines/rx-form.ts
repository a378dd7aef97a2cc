import type { FieldMessages } from '../contract/codes';
import { formatDioptre, type EyeRx, type Prescription } from '../contract/prescription';

/**
 * The prescription form as machines hold it (text, as typed), written once: the lens
 * configurator's prescription step and the account's saved prescriptions both fill it, and both
 * check it with `prescriptionSchema` from contract/prescription.ts.
 */

/** One eye as the form holds it: text, as typed. */
export interface EyeForm {
  sph: string;
  cyl: string;
  axis: string;
  add: string;
  prism: string;
  base: string;
}
/** The prescription form: both eyes and the PD (one, or one per eye). */
export interface RxForm {
  right: EyeForm;
  left: EyeForm;
  pd: string;
  pd_right: string;
  pd_left: string;
}
export type RxField = `${'right' | 'left'}.${keyof EyeForm}` | 'pd' | 'pd_right' | 'pd_left';

const emptyEye = (): EyeForm => ({ sph: '0.00', cyl: '0.00', axis: '', add: '', prism: '', base: '' });
export const emptyRx = (): RxForm => ({ right: emptyEye(), left: emptyEye(), pd: '', pd_right: '', pd_left: '' });

/** The form with one field typed in, and that field's message gone (the others stay until checked again). */
export function withRxField(rx: RxForm, errors: FieldMessages, field: RxField, value: string): { rx: RxForm; errors: FieldMessages } {
  const [eye, key] = field.split('.') as ['right' | 'left', keyof EyeForm | undefined];
  const next = key ? { ...rx, [eye]: { ...rx[eye], [key]: value } } : { ...rx, [field]: value };
  const { [field]: _fixed, ...rest } = errors;
  return { rx: next, errors: rest };
}

const text = (v: number | null | undefined) => (v == null ? '' : String(v));
const eyeForm = (e: EyeRx): EyeForm => ({
  sph: formatDioptre(e.sph),
  cyl: formatDioptre(e.cyl ?? 0),
  axis: text(e.axis),
  add: e.add == null ? '' : formatDioptre(e.add),
  prism: e.prism == null ? '' : e.prism.toFixed(2),
  base: e.base ?? '',
});

/** A stored prescription written back into the form (a saved one picked). */
export function rxFormOf(p: Prescription): RxForm {
  return { right: eyeForm(p.right), left: eyeForm(p.left), pd: text(p.pd), pd_right: text(p.pd_right), pd_left: text(p.pd_left) };
}
