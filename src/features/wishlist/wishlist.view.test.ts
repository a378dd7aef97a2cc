import { describe, expect, it } from 'vitest';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import { wishlistView } from './wishlist.view';

const at = (value: string) => wishlistView(wishlistMachine.resolveState({ value, context: { ids: [3], items: [] } }));

describe('wishlistView', () => {
  it('loading only while the list is fetched', () => {
    expect(at('loading')).toMatchObject({ ids: [3], items: [], loading: true });
    for (const value of ['idle', 'ready', 'failed']) expect(at(value)).toMatchObject({ ids: [3], items: [], loading: false });
  });

  it('tells the wishlist page its status, and whether the list was asked for yet', () => {
    expect([at('idle'), at('loading'), at('ready'), at('failed')].map((v) => [v.status, v.unloaded])).toEqual([
      ['loading', true],
      ['loading', false],
      ['ready', false],
      ['failed', false],
    ]);
  });
});
