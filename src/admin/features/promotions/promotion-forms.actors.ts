import { fromPromise } from 'xstate';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { ApiError } from '../../../api/errors';
import { promotionsApi } from './promotions.api';
import { couponBodyOf, currencyBodyOf, saleBodyOf } from './promotion-values';

/** A 422's field messages under the form's own names (the currency row sends its rate as `rates[0]`). */
function renamed(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof ApiError) || !Object.keys(error.fieldErrors).length) return error;
  const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [names[k] ?? k, m]));
  return new ApiError(error.kind, error.code, error.message, fields, error.data, error.ref);
}

/** What each promotion form calls (a saved record's id and version in the values). */
function call(form: ConsoleFormName, values: Values): Promise<unknown> {
  const id = Number(values.id);
  switch (form) {
    case 'coupon':
      return values.id ? promotionsApi.saveCoupon(id, couponBodyOf(values)) : promotionsApi.createCoupon(couponBodyOf(values));
    case 'couponActive':
      return promotionsApi.setCouponActive(id, Number(values.version), values.active === 'true');
    case 'sale':
      return values.id ? promotionsApi.saveSale(id, saleBodyOf(values)) : promotionsApi.createSale(saleBodyOf(values));
    case 'currency':
      return promotionsApi.saveCurrencies(currencyBodyOf(values)).catch((e: unknown) => {
        throw renamed(e, { 'rates[0].exchange_rate': 'exchange_rate', rates: 'exchange_rate', default_id: 'is_default' });
      });
    default:
      return Promise.reject(new Error(`${form} is not a promotion form`));
  }
}

/**
 * The promotions' forms (a coupon, End/Enable, a sale, a currency's row); done, the page is told
 * what was saved (`done`: a new record's page opens, a list or record is read again).
 */
export function promotionFormLogic(done: (form: ConsoleFormName, output: unknown) => void) {
  return consoleFormMachine.provide({
    actors: { send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(({ input }) => call(input.form, input.values)) },
    actions: { tellDone: (_, { form, output }) => done(form, output) },
  });
}
