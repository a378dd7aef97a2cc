import { fromPromise } from 'xstate';
import { dropShippingFormMachine, type DropShippingValues } from '../../../machines/drop-shipping-form.machine';
import { ordersApi } from '../orders/orders.api';
import { servicesApi } from './wholesale-services.api';

/** The end customer as the API takes it (the state's id only where the country lists its states). */
function endCustomerOf(v: DropShippingValues) {
  return {
    firstname: v.firstname,
    lastname: v.lastname,
    phone: v.phone,
    email: v.email,
    country_id: v.country_id,
    ...(v.region_id ? { region_id: Number(v.region_id) } : {}),
    region: v.region,
    city: v.city,
    street: v.street,
    street2: v.street2,
    postcode: v.postcode,
  };
}

/**
 * The drop-shipping form (machines/drop-shipping-form.machine.ts) of /drop-shipping-service and of
 * the order page: the countries from POST Index/country; to create, the buyer's unshipped orders
 * (unpaid and being prepared, newest first) that are not drop-shipped yet; then
 * api/dropshipping/createShipping or api/orders/updateCustomer.
 */
export const dropShippingFormLogic = dropShippingFormMachine.provide({
  actors: {
    loadChoices: fromPromise(async ({ input, signal }) => {
      if (input.mode === 'update') return { countries: await servicesApi.countries(), orders: [] };
      const [countries, unpaid, preparing, dropped] = await Promise.all([
        servicesApi.countries(),
        ordersApi.myOrders('unpaid', 1, signal),
        ordersApi.myOrders('processing', 1, signal),
        servicesApi.dropShipments(signal),
      ]);
      const taken = new Set(dropped.map((d) => d.order_id));
      const unshipped = [...unpaid.items, ...preparing.items].filter((o) => !taken.has(o.id));
      unshipped.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      return { countries, orders: unshipped };
    }),
    save: fromPromise(({ input: { mode, values } }) =>
      mode === 'create'
        ? servicesApi.createShipping({ ...endCustomerOf(values), order_id: Number(values.order_id), blind_packaging: values.blind_packaging })
        : servicesApi.updateCustomer({ ...endCustomerOf(values), order_id: Number(values.order_id) }),
    ),
  },
});
