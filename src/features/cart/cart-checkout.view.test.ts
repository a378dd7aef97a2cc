import { describe, expect, it } from 'vitest';
import { cartCheckoutMachine } from '../../../machines/cart-checkout.machine';
import { cartCheckoutView } from './cart-checkout.view';

const at = (value: string) => cartCheckoutView(cartCheckoutMachine.resolveState({ value, context: { cartIds: [], problems: [], error: null } }));
const none = { busy: false, signingIn: false, blocked: false, failed: false };

describe('cartCheckoutView', () => {
  it('idle: the button ready', () => expect(at('idle')).toEqual(none));
  it('signing in: the note asks to sign in', () => expect(at('signingIn')).toEqual({ ...none, signingIn: true }));
  it('waiting for the cart, verifying, leaving: busy', () => {
    for (const value of ['awaitingCart', 'verifying', 'leaving']) expect(at(value)).toEqual({ ...none, busy: true });
  });
  it('blocked and failed', () => {
    expect(at('blocked')).toEqual({ ...none, blocked: true });
    expect(at('failed')).toEqual({ ...none, failed: true });
  });
});
