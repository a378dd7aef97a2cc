import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { livePlayerMachine, type PageAt } from './live-player.machine';

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

    // On goods lists, search, payment and catalogue pages too, closing the big popup leaves the small player.
    for (const page of ['/goods-list/2', '/search-result', '/payment', '/catalog-price-list-v']) {
      const there = start(page);
      there.send({ type: 'player.expand' });
      expect(there.getSnapshot().value).toBe('hidden');
      const fromHome = start('/');
      fromHome.send({ type: 'player.open' });
      fromHome.send({ type: 'player.route', ...at('/cart') });
      fromHome.send({ type: 'player.expand' });
      expect(fromHome.getSnapshot().value).toBe('big');
      fromHome.send({ type: 'player.route', ...at(page) });
      fromHome.send({ type: 'player.expand' });
      expect(fromHome.getSnapshot().value).toBe('big');
      fromHome.send({ type: 'player.close' });
      expect(fromHome.getSnapshot().value).toBe('small');
    }
  });

  it('closes the big popup when the route changes, as its close would on the page it goes to', () => {
    const p = start('/');
    p.send({ type: 'player.open' });
    // The page it is on, told again (as the app does when the player mounts), is no route change.
    p.send({ type: 'player.route', ...at('/') });
    expect(p.getSnapshot().value).toBe('big');
    p.send({ type: 'player.route', ...at('/goods-list/2') });
    expect(p.getSnapshot().value).toBe('small');
    p.send({ type: 'player.expand' });
    p.send({ type: 'player.route', ...at('/catalog-price-list-v') });
    expect(p.getSnapshot().value).toBe('small');
    p.send({ type: 'player.expand' });
    p.send({ type: 'player.route', ...at('/') });
    expect(p.getSnapshot().value).toBe('hidden');
    expect(p.getSnapshot().context.path).toBe('/');
  });

  it('the small player follows the shopper to every page, and closes by itself', () => {
    const p = start('/');
    p.send({ type: 'player.open' });
    p.send({ type: 'player.route', ...at('/cart') });
    expect(p.getSnapshot().value).toBe('small');
    for (const page of ['/account/my-account', '/goods-list/3', '/search-result', '/payment', '/catalog-price-list-w', '/', '/sale']) {
      p.send({ type: 'player.route', ...at(page) });
      expect(p.getSnapshot().value).toBe('small');
      expect(p.getSnapshot().context.path).toBe(page);
    }
    p.send({ type: 'player.close' });
    expect(p.getSnapshot().value).toBe('hidden');
  });
});
