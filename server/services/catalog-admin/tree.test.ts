import { describe, expect, it } from 'vitest';
import { depthFirst, sameSiblings, subtreeOf, wouldLoop } from './tree';

const rows = [
  { id: 1, parentId: null, sort: 2 },
  { id: 2, parentId: null, sort: 1 },
  { id: 3, parentId: 1, sort: 2 },
  { id: 4, parentId: 1, sort: 1 },
  { id: 5, parentId: 4, sort: 1 },
  { id: 6, parentId: 99, sort: 0 },
];

describe('category and navigation trees', () => {
  it('orders depth first, siblings by sort, with depths; an orphan shows at the top', () => {
    expect(depthFirst(rows).map(({ row, depth }) => `${row.id}:${depth}`)).toEqual(['6:0', '2:0', '1:0', '4:1', '5:2', '3:1']);
  });

  it('keeps rows caught in a loop, at the top', () => {
    const loop = [
      { id: 1, parentId: 2, sort: 1 },
      { id: 2, parentId: 1, sort: 2 },
    ];
    expect(depthFirst(loop).map(({ row, depth }) => `${row.id}:${depth}`)).toEqual(['1:0', '2:1']);
  });

  it('finds a subtree and refuses a move under itself or its descendants', () => {
    expect([...subtreeOf(rows, 1)].sort()).toEqual([1, 3, 4, 5]);
    expect(wouldLoop(rows, 1, 1)).toBe(true);
    expect(wouldLoop(rows, 1, 5)).toBe(true);
    expect(wouldLoop(rows, 4, 2)).toBe(false);
    expect(wouldLoop(rows, 4, null)).toBe(false);
  });

  it('checks that a reorder names exactly the siblings', () => {
    expect(sameSiblings([3, 4], [4, 3])).toBe(true);
    expect(sameSiblings([3, 4], [4])).toBe(false);
    expect(sameSiblings([3, 4], [4, 4])).toBe(false);
    expect(sameSiblings([3, 4], [4, 3, 5])).toBe(false);
  });
});
