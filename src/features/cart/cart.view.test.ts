import { describe, expect, it } from 'vitest';
import { cartMachine } from '../../../machines/cart.machine';
import { cartView } from './cart.view';

const at = (sync: string, edits = 'idle') =>
  cartView(cartMachine.resolveState({ value: { sync, edits }, context: { lines: [], unselected: [], edits: [], errors: {} } }));

describe('cartView', () => {
  it('says whether the cart is loading, loaded or failed', () => {
    expect(at('idle')).toEqual({ loading: false, loaded: false, failed: false });
    expect(at('loading')).toEqual({ loading: true, loaded: false, failed: false });
    expect(at('ready')).toEqual({ loading: false, loaded: true, failed: false });
    expect(at('ready', 'saving')).toEqual({ loading: false, loaded: true, failed: false });
    expect(at('failed')).toEqual({ loading: false, loaded: false, failed: true });
  });
});
