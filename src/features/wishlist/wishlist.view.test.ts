import { describe, expect, it } from 'vitest';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import { wishlistView } from './wishlist.view';

const at = (value: string) => wishlistView(wishlistMachine.resolveState({ value, context: { ids: [3], items: [] } }));

describe('wishlistView', () => {
  it('loading only while the list is fetched', () => {
    expect(at('loading')).toEqual({ ids: [3], items: [], loading: true });
    for (const value of ['idle', 'ready', 'failed']) expect(at(value)).toEqual({ ids: [3], items: [], loading: false });
  });
});
