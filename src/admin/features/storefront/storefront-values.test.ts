import { describe, expect, it } from 'vitest';
import { idsOf, instantOf, localInput, movedOrder, previewInputOf, slideInputOf } from './storefront-values';

describe('the storefront forms’ values', () => {
  it('turns an instant into the datetime-local text and back', () => {
    const iso = new Date(2030, 0, 2, 9, 30).toISOString();
    expect(localInput(iso)).toBe('2030-01-02T09:30');
    expect(instantOf('2030-01-02T09:30')).toBe(iso);
    expect(localInput(null)).toBe('');
    expect(instantOf('')).toBeNull();
    // Unreadable text goes to the server as it is, which says so on the field.
    expect(instantOf('soon')).toBe('soon');
  });

  it('reads the chosen products in order and moves one a place', () => {
    expect(idsOf('3, 1,2')).toEqual([3, 1, 2]);
    expect(idsOf('')).toEqual([]);
    expect(movedOrder([3, 1, 2], 1, -1)).toEqual([1, 3, 2]);
    expect(movedOrder([3, 1, 2], 2, 1)).toEqual([3, 1, 2]);
  });

  it('makes the preview’s draft from a form’s values, as Publish would send them', () => {
    const v = {
      id: '',
      block_id: '4',
      version: '',
      title: ' Sale ',
      subtitle: '',
      img: '/media/a/640.webp',
      alt: '',
      link: '',
      starts_at: '',
      ends_at: '',
    };
    expect(previewInputOf('storefrontSlide', v)).toEqual({ slide: { ...slideInputOf(v), id: null, block_id: 4 } });
    expect(slideInputOf(v).title).toBe('Sale');
    expect(previewInputOf('storefrontGoods', { id: '7', goods_ids: '5,6' })).toEqual({ goods: { block_id: 7, goods_ids: [5, 6] } });
    expect(previewInputOf('storefrontBlock', { id: '2', title: 'A', subtitle: '', link: '/x', is_active: '' })).toEqual({
      block: { id: 2, title: 'A', subtitle: '', link: '/x', is_active: false },
    });
  });
});
