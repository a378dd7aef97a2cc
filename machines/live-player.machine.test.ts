import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { livePlayerMachine, smallPlayerAllowed, type PageAt } from './live-player.machine';

/** A page and the layout the shop's paths table gives it (src/app/paths.ts). */
const CATALOGUE = [
  '/optical-frames-online-catalog-z',
  '/catalog-price-list-v',
  '/catalog-price-list-w',
  '/lenses/catalog-price-list-z',
  '/catalog-shopping-list-w',
];
const at = (path: string): PageAt => ({
  path,
  layout: CATALOGUE.includes(path) ? 'catalogue' : ['/search-result', '/payment'].includes(path) ? 'bare' : 'shop',
});
const start = (path: string) => createActor(livePlayerMachine, { input: at(path) }).start();

describe('live-player machine', () => {
  it("opens big from a badge (the home page's, or the header's elsewhere); closing it returns to the small player, except on index where it closes", () => {
    const away = start('/cart');
    away.send({ type: 'player.open' });
    expect(away.getSnapshot().value).toBe('big');
    away.send({ type: 'player.close' });
    // Where no badge shows (no header: search, payment, a catalogue page), nothing opens it.
    const bare = start('/catalog-price-list-v');
    bare.send({ type: 'player.open' });
    expect(bare.getSnapshot().value).toBe('hidden');
    // The header's badge while the small player shows opens it big; on the home page there is no such badge.
    expect(away.getSnapshot().value).toBe('small');
    away.send({ type: 'player.open' });
    expect(away.getSnapshot().value).toBe('big');
    away.send({ type: 'player.close' });
    away.send({ type: 'player.route', ...at('/') });
    away.send({ type: 'player.open' });
    expect(away.getSnapshot().value).toBe('small');
    away.send({ type: 'player.expand' });
    expect(away.getSnapshot().value).toBe('big');

    const home = start('/');
    home.send({ type: 'player.open' });
    home.send({ type: 'player.close' });
    expect(home.getSnapshot().value).toBe('hidden');

    const catalogue = start('/');
    catalogue.send({ type: 'player.open' });
    catalogue.send({ type: 'player.route', ...at('/goods-list/2') });
    catalogue.send({ type: 'player.close' });
    expect(catalogue.getSnapshot().value).toBe('hidden');
  });

  it('the small player follows the shopper, closes on catalogue pages and /payment, and closes by itself', () => {
    const p = start('/');
    p.send({ type: 'player.open' });
    p.send({ type: 'player.route', ...at('/cart') });
    p.send({ type: 'player.close' });
    p.send({ type: 'player.route', ...at('/account/my-account') });
    expect(p.getSnapshot().value).toBe('small');
    p.send({ type: 'player.route', ...at('/goods-list/3') });
    expect(p.getSnapshot().value).toBe('hidden');
    p.send({ type: 'player.route', ...at('/') });
    p.send({ type: 'player.open' });
    p.send({ type: 'player.route', ...at('/cart') });
    p.send({ type: 'player.close' });
    p.send({ type: 'player.route', ...at('/catalog-price-list-w') });
    expect(p.getSnapshot().value).toBe('hidden');
    p.send({ type: 'player.route', ...at('/') });
    p.send({ type: 'player.open' });
    p.send({ type: 'player.route', ...at('/sale') });
    p.send({ type: 'player.close' });
    expect(p.getSnapshot().value).toBe('small');
    p.send({ type: 'player.close' });
    expect(p.getSnapshot().value).toBe('hidden');
  });

  it('knows where the small player may show', () => {
    expect(['/', '/cart', '/goods-detail/3', '/sale'].map(at).every(smallPlayerAllowed)).toBe(true);
    expect(['/goods-list/1', '/search-result', '/payment'].map(at).some(smallPlayerAllowed)).toBe(false);
    // The catalogue pages, as the shell knows them (contract/pages.ts).
    expect(
      ['/optical-frames-online-catalog-z', '/catalog-price-list-v', '/lenses/catalog-price-list-z', '/catalog-shopping-list-w']
        .map(at)
        .some(smallPlayerAllowed),
    ).toBe(false);
  });
});
