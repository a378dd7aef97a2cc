import { describe, expect, it } from 'vitest';
import { listMove, treeMove } from './tree-moves';

const rows = [
  { id: 1, parent_id: null },
  { id: 2, parent_id: 1 },
  { id: 3, parent_id: 1 },
  { id: 4, parent_id: null },
];

describe('tree row buttons', () => {
  it('reorders siblings with the whole list', () => {
    expect(treeMove(rows, 3, 'up')).toEqual({ op: 'order', parent_id: '1', ids: '3,2' });
    expect(treeMove(rows, 1, 'down')).toEqual({ op: 'order', parent_id: '', ids: '4,1' });
    expect(treeMove(rows, 2, 'up')).toBeNull();
    expect(treeMove(rows, 4, 'down')).toBeNull();
  });

  it('indents under the sibling above and outdents to the grandparent', () => {
    expect(treeMove(rows, 4, 'indent')).toEqual({ op: 'parent', id: '4', parent_id: '1' });
    expect(treeMove(rows, 3, 'indent')).toEqual({ op: 'parent', id: '3', parent_id: '2' });
    expect(treeMove(rows, 2, 'indent')).toBeNull();
    expect(treeMove(rows, 2, 'outdent')).toEqual({ op: 'parent', id: '2', parent_id: '' });
    expect(treeMove(rows, 1, 'outdent')).toBeNull();
  });

  it('moves in a flat list', () => {
    expect(listMove([1, 2, 3], 3, 'up')).toEqual([1, 3, 2]);
    expect(listMove([1, 2, 3], 1, 'up')).toBeNull();
  });
});
