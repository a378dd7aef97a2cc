import { describe, expect, it } from 'vitest';
import { pageFor, pages } from './pages';

describe('page table', () => {
  it('finds the page of a path and nothing for unknown paths', () => {
    expect(pageFor('/')?.path).toBe('/');
    expect(pageFor('/account/my-account')?.guarded).toBe(true);
    expect(pageFor('/no-such-page')).toBeUndefined();
  });

  it('has one entry per path', () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });
});
