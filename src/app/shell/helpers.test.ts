import { describe, expect, it, vi } from 'vitest';
import { createResource } from './resources';
import { transitionFor } from './page-transition';
import { initialCurrency } from '../../../machines/currency.machine';
import { isBlankQuery } from '../../../machines/search-dialog.machine';
import { artForCategory } from '../../components/frame-art';
import { currencies } from '../../../tests/support/shell-harness';

describe('createResource', () => {
  it('loads once for every reader and shares the answer', async () => {
    const loader = vi.fn(async () => ['a']);
    const r = createResource(loader);
    expect(r.get().status).toBe('idle');
    const [a, b] = await Promise.all([r.load(), r.load()]);
    expect(a).toEqual(['a']);
    expect(b).toBe(a);
    await r.load();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(r.get()).toEqual({ status: 'ready', data: ['a'] });
  });

  it('forgets a failure so the next reader retries', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([1]);
    const r = createResource<number[]>(loader);
    const seen: string[] = [];
    r.subscribe(() => seen.push(r.get().status));
    await expect(r.load()).rejects.toThrow('offline');
    expect(r.get().status).toBe('failed');
    await expect(r.load()).resolves.toEqual([1]);
    expect(seen).toEqual(['loading', 'failed', 'loading', 'ready']);
  });
});

describe('transitionFor', () => {
  it('slides forward on a link and on history forward, back on history back, and fades into search results', () => {
    expect(transitionFor('/goods-list/1', 'push')).toBe('forward');
    expect(transitionFor('/goods-list/1', 'back')).toBe('back');
    expect(transitionFor('/goods-list/1', 'forward')).toBe('forward');
    expect(transitionFor('/search-result', 'push')).toBe('fade');
    expect(transitionFor('/search-result', 'back')).toBe('fade');
  });
});

describe('initialCurrency', () => {
  const [usd, eur] = currencies as [(typeof currencies)[0], (typeof currencies)[0]];
  it('defaults to the first currency of the list', () => {
    expect(initialCurrency(currencies, null)).toBe(usd);
  });
  it('keeps the saved currency when it is still offered, with the fresh rate', () => {
    expect(initialCurrency(currencies, { ...eur, exchange_rate: 0.5 })).toBe(eur);
  });
  it('falls back to the first when the saved one is no longer offered', () => {
    expect(initialCurrency(currencies, { ...eur, id: 99 })).toBe(usd);
  });
  it('has nothing for an empty list', () => {
    expect(initialCurrency([], eur)).toBeNull();
  });
});

describe('isBlankQuery', () => {
  it('refuses empty and whitespace-only searches', () => {
    expect(isBlankQuery('')).toBe(true);
    expect(isBlankQuery('  \t ')).toBe(true);
    expect(isBlankQuery(' cat eye ')).toBe(false);
  });
});

describe('artForCategory', () => {
  it('draws what each category sells', () => {
    expect(artForCategory('Sunglasses', 0).shape).toBe('aviator');
    expect(artForCategory('Reading Glasses', 0).shape).toBe('half-eye');
    expect(artForCategory('Lenses', 0).shape).toBe('lens');
    expect(artForCategory('Accessories', 0).shape).toBe('case');
    expect(artForCategory('Something New', 1).shape).toBe('oval');
  });
});
