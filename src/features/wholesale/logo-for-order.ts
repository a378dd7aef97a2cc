import { routes } from '../../app/paths';

/**
 * /custom-logo?chosed={order id}: the custom logo page opened for one of the buyer's orders (from
 * the order page). The logo chosen there is printed on that order (POST
 * api/orders/customerLogo?chosed={logo}&order_id={order}), not only kept for the next one.
 */
export function customLogoFor(orderId: number): string {
  return `${routes.customLogo}?chosed=${orderId}`;
}

/** The order `?chosed=` names on /custom-logo, or null (none, or not an order id). */
export function orderOfSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('chosed');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
