/**
 * The English catalogues of the shop pages (cart, checkout, payment, orders, account), in one
 * chunk that `loadStrings('shop')` (./index.ts) loads beside those pages' code.
 */
import type { Catalogue } from './runtime';
import coupons from './locales/en/coupons.json';
import account from './locales/en/account.json';
import cart from './locales/en/cart.json';
import checkout from './locales/en/checkout.json';
import orders from './locales/en/orders.json';
import payment from './locales/en/payment.json';

const bundles: Record<string, Catalogue> = { account, cart, checkout, orders, payment, coupons };
export default bundles;
