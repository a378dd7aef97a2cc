import { describe, expect, it } from 'vitest';
import { LENS_MIN_THICKNESS_MM, lensThickness, lensThicknesses } from './lens-thickness';

describe('lensThickness', () => {
  it('a plano lens is the thinnest at centre and edge', () => {
    expect(lensThickness(0, '1.50')).toEqual({ index: '1.50', made: true, centre_mm: LENS_MIN_THICKNESS_MM, edge_mm: LENS_MIN_THICKNESS_MM });
  });

  it('a minus lens is thick at the edge, a plus lens in the centre', () => {
    // 25² · 4 / (2000 · 0.5) = 2.5 mm of sag.
    expect(lensThickness(-4, '1.50')).toMatchObject({ centre_mm: 1.5, edge_mm: 4 });
    expect(lensThickness(4, '1.50')).toMatchObject({ centre_mm: 4, edge_mm: 1.5 });
  });

  it('a higher index is thinner for the same power', () => {
    const edges = lensThicknesses(-6).map((t) => t.edge_mm);
    expect(edges).toEqual([...edges].sort((a, b) => b - a));
    expect(edges[0]).toBeGreaterThan(edges[3]!);
  });

  it('says which indices are made for a power (beyond ±4.00 no 1.50; beyond ±8.00 only 1.74)', () => {
    expect(lensThicknesses(-4).every((t) => t.made)).toBe(true);
    expect(
      lensThicknesses(4.25)
        .filter((t) => t.made)
        .map((t) => t.index),
    ).toEqual(['1.60', '1.67', '1.74']);
    expect(
      lensThicknesses(-8.25)
        .filter((t) => t.made)
        .map((t) => t.index),
    ).toEqual(['1.74']);
  });
});
