import { mixed, number, object, string, type InferType } from 'yup';
import { messages } from '../messages';
import { id } from './checkout';

/** The shop events POST api/v1/{network}/conversion records (the issue: view, add to cart, purchase). */
export const CONVERSION_EVENTS = ['view', 'add_to_cart', 'purchase'] as const;
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

/**
 * The network the server records paid orders under (its own record of a purchase); the default and
 * first entry of CONVERSION_NETWORKS.
 */
export const SHOP_NETWORK = 'shop';

/** A network's name in the path: lower-case letters, digits, '-' and '_'. */
export const NETWORK_PATTERN = /^[a-z0-9_-]{1,32}$/;

/** The path's network (an unknown one is a 404, not a 422: the route checks the allow-list). */
export const conversionParamsSchema = object({
  network: string().required(messages.notFound).matches(NETWORK_PATTERN, messages.notFound),
});
export type ConversionParams = InferType<typeof conversionParamsSchema>;

/**
 * A shop event: which one, the product (view, add_to_cart: required), the order (purchase), and
 * what it was worth in a currency (ISO 4217). The shopper never sees these messages: tracking is
 * silent.
 */
export const conversionSchema = object({
  event: mixed<ConversionEvent>().oneOf(CONVERSION_EVENTS, messages.invalidInput).required(messages.invalidInput),
  goods_id: id().when('event', {
    is: (e: unknown) => e === 'view' || e === 'add_to_cart',
    then: (s) => s.required(messages.invalidInput),
    otherwise: (s) => s.optional(),
  }),
  order_id: id().optional(),
  value: number().typeError(messages.invalidInput).min(0, messages.invalidInput).max(1_000_000_000, messages.invalidInput).optional(),
  currency: string()
    .trim()
    .uppercase()
    .matches(/^[A-Z]{3}$/, messages.invalidInput)
    .optional(),
});
export type ConversionInput = InferType<typeof conversionSchema>;
