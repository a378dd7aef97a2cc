import type { SnapshotFrom } from 'xstate';
import type { FieldMessages } from '../../../contract/codes';
import type { OrderSummary } from '../../../contract/orders';
import type { Country, Region } from '../../../contract/regions';
import type { DropShipment } from '../../../contract/wholesale-services';
import { regionsIn, type DropShippingValues, type dropShippingFormMachine } from '../../../machines/drop-shipping-form.machine';

export interface DropShippingFormView {
  /** The countries (and, to create, the orders) are loading: a loading line. */
  loading: boolean;
  /** They could not be loaded: the failure and a Try again. */
  failed: boolean;
  /** The form is shown (being filled, or being sent). */
  showsForm: boolean;
  /** Being sent: the submit shows its spinner and the fields are read-only. */
  busy: boolean;
  /** Sent: the confirmation (the order's number and link), else null. */
  saved: DropShipment | null;
  /** The buyer's orders that can still go to an end customer (create). */
  orders: OrderSummary[];
  countries: Country[];
  /** The chosen country's states for the state picker; undefined: a free-text state. */
  regions: Region[] | undefined;
  values: DropShippingValues;
  /** A message per field, shown under it. */
  errors: FieldMessages;
  /** A refusal that is not about one field (the order has shipped, offline), above the submit. */
  error: unknown;
}

/** What the drop-shipping forms draw in each state of machines/drop-shipping-form.machine.ts. */
export function dropShippingFormView(s: SnapshotFrom<typeof dropShippingFormMachine>): DropShippingFormView {
  const { orders, countries, values, errors, error, saved } = s.context;
  const busy = s.hasTag('busy');
  return {
    loading: s.hasTag('loading'),
    failed: s.hasTag('failed'),
    showsForm: s.hasTag('editable') || busy,
    busy,
    saved: s.hasTag('done') ? saved : null,
    orders,
    countries,
    regions: regionsIn(countries, values.country_id),
    values,
    errors,
    error,
  };
}
