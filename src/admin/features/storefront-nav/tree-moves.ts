import type { Values } from '../../../../machines/admin/fields';

/** A row of a tree listed depth first (a category, a navigation entry). */
export interface TreeItem {
  id: number;
  parent_id: number | null;
}

/** The buttons of a tree row. */
export type TreeMove = 'up' | 'down' | 'indent' | 'outdent';

const siblingsOf = (rows: readonly TreeItem[], row: TreeItem) => rows.filter((r) => r.parent_id === row.parent_id).map((r) => r.id);

/**
 * What a row's button asks of the server, as the treeAction form's values: a reorder of its
 * siblings (`order`, the whole list of ids), or a move under another parent (`parent`); null when
 * the button cannot act (the first row has nothing to go above or under, a top row nothing to leave).
 */
export function treeMove(rows: readonly TreeItem[], id: number, move: TreeMove): Values | null {
  const row = rows.find((r) => r.id === id);
  if (!row) return null;
  const siblings = siblingsOf(rows, row);
  const at = siblings.indexOf(id);
  const parent = row.parent_id == null ? '' : String(row.parent_id);
  switch (move) {
    case 'up':
    case 'down': {
      const to = move === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= siblings.length) return null;
      const ids = [...siblings];
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      return { op: 'order', parent_id: parent, ids: ids.join(',') };
    }
    case 'indent':
      // Under the sibling just above.
      return at > 0 ? { op: 'parent', id: String(id), parent_id: String(siblings[at - 1]) } : null;
    case 'outdent': {
      if (row.parent_id == null) return null;
      const up = rows.find((r) => r.id === row.parent_id);
      return { op: 'parent', id: String(id), parent_id: up?.parent_id == null ? '' : String(up.parent_id) };
    }
  }
}

/** The ids of a list in a new order: `id` one place up or down; null at an end. */
export function listMove(ids: readonly number[], id: number, move: 'up' | 'down'): number[] | null {
  const at = ids.indexOf(id);
  const to = move === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  const out = [...ids];
  [out[at], out[to]] = [out[to]!, out[at]!];
  return out;
}
