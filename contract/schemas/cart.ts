import { array, number, object, type InferType } from 'yup';
import { messages } from '../messages';

/** A cart line's id (int4): anything else reads as a line that is not in the cart. */
const cartId = () =>
  number()
    .typeError(messages.cartLineNotFound)
    .integer(messages.cartLineNotFound)
    .positive(messages.cartLineNotFound)
    .max(2_147_483_647, messages.cartLineNotFound);

/**
 * A list of cart ids from a JSON array, repeated fields (`cart_ids[]=1&cart_ids[]=2` or
 * `cart_ids=1&cart_ids=2`) or a single value.
 */
const cartIds = () =>
  array()
    .transform((v: unknown, orig: unknown) => (typeof orig === 'string' || typeof orig === 'number' ? [orig] : v))
    .of(cartId().required(messages.cartLineNotFound))
    .min(1, messages.cartSelectionEmpty)
    .max(200, messages.invalidInput)
    .required(messages.cartSelectionEmpty);

/**
 * Query strings reach the server unfolded (`cart_ids[]` is its own key); fold it into `cart_ids`
 * as the form-body parser does.
 */
function foldListKey(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('cart_ids[]' in value)) return value;
  const { 'cart_ids[]': listed, ...rest } = value as Record<string, unknown>;
  return { ...rest, cart_ids: listed };
}

/** A line's quantity: a whole number of at least 1 (the stock and the purchase limit are the server's to check). */
export const quantity = () =>
  number()
    .typeError(messages.quantityInvalid)
    .integer(messages.quantityInvalid)
    .min(1, messages.quantityInvalid)
    .max(100_000, messages.notEnoughStock)
    .required(messages.quantityInvalid);

/** POST api/users/updateCart {cart_id, qty} (form or JSON): a line's new quantity. */
export const updateCartSchema = object({
  cart_id: cartId().required(messages.cartLineNotFound),
  qty: quantity(),
});
export type UpdateCartInput = InferType<typeof updateCartSchema>;

/** DELETE api/users/deleteCart {cart_ids} (one id or a list). */
export const deleteCartSchema = object({ cart_ids: cartIds() });
export type DeleteCartInput = InferType<typeof deleteCartSchema>;

/** GET api/users/verifyCartPurchaseLimit?cart_ids[]=..: the lines about to be checked out. */
export const verifyCartQuerySchema = object({ cart_ids: cartIds() }).transform(foldListKey);
export type VerifyCartQuery = InferType<typeof verifyCartQuerySchema>;
