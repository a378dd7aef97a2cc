import type { SnapshotFrom } from 'xstate';
import type { FieldMessages } from '../../../contract/codes';
import { hasRegions, type addressFormMachine, type AddressValues } from '../../../machines/address-form.machine';

export interface AddressFormView {
  values: AddressValues;
  /** A message per field, shown under it. */
  errors: FieldMessages;
  /** A refusal that is not about one field, shown above the buttons; null when none. */
  failure: unknown;
  /** The address is being saved: the fields are read-only and Save shows its spinner. */
  busy: boolean;
  /** The chosen country has regions to pick from (else the state is typed). */
  withRegions: boolean;
}

/** What an address form draws in each state of machines/address-form.machine.ts. */
export function addressFormView(s: SnapshotFrom<typeof addressFormMachine>): AddressFormView {
  const { values, errors, error } = s.context;
  return { values, errors, failure: error, busy: s.hasTag('busy'), withRegions: hasRegions(values.country_id) };
}
