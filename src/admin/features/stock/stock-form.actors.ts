import { fromPromise } from 'xstate';
import type { AdminStockChangeReply, StockReason } from '../../../../contract/admin-products';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { stockApi } from './stock.api';

/** The stock form's call: the product's id in `id`, the colour, set or adjust, the quantity, the reason and the note. */
function call(form: ConsoleFormName, v: Values): Promise<unknown> {
  if (form !== 'stockChange') return Promise.reject(new Error(`${form} is not the stock form`));
  return stockApi.change(Number(v.id), {
    variant_id: Number(v.variant_id),
    mode: v.mode === 'adjust' ? 'adjust' : 'set',
    qty: Number(v.qty!.trim()),
    reason: v.reason as StockReason & 'received',
    note: (v.note ?? '').trim(),
  });
}

/**
 * A colour's stock changed from the product's page; done, `done` gets the answer (the product and
 * what the change did) and the page reads the product and its history again.
 */
export function stockFormLogic(done: (reply: AdminStockChangeReply) => void) {
  return consoleFormMachine.provide({
    actors: { send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(({ input }) => call(input.form, input.values)) },
    actions: { tellDone: (_, params) => done(params.output as AdminStockChangeReply) },
  });
}
