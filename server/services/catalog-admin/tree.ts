/**
 * Trees kept as rows with a parent (categories, navigation entries): their depth-first order, and
 * whether a move would put a row under itself. Pure, so both services and their tests share it.
 */
export interface TreeRow {
  id: number;
  parentId: number | null;
  sort: number;
}

/**
 * The rows depth first: each after its parent, siblings by sort then id, with its depth. A row
 * whose parent is missing (or in a loop) shows at the top level rather than vanishing.
 */
export function depthFirst<T extends TreeRow>(rows: readonly T[]): { row: T; depth: number }[] {
  const ids = new Set(rows.map((r) => r.id));
  const bySort = (a: T, b: T) => a.sort - b.sort || a.id - b.id;
  const childrenOf = new Map<number | null, T[]>();
  for (const r of rows) {
    const key = r.parentId != null && ids.has(r.parentId) && r.parentId !== r.id ? r.parentId : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), r]);
  }
  const out: { row: T; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const r of (childrenOf.get(parent) ?? []).sort(bySort)) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      out.push({ row: r, depth });
      walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  // Rows only reachable through a loop: at the top, so an operator can see and fix them.
  for (const r of [...rows].sort(bySort)) {
    if (!seen.has(r.id)) {
      seen.add(r.id);
      out.push({ row: r, depth: 0 });
      walk(r.id, 1);
    }
  }
  return out;
}

/** The row and every row below it. */
export function subtreeOf(rows: readonly TreeRow[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parentId != null && out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Moving `id` under `parentId` would put it under itself or one of its own descendants. */
export const wouldLoop = (rows: readonly TreeRow[], id: number, parentId: number | null) => parentId != null && subtreeOf(rows, id).has(parentId);

/** `ids` names exactly the siblings (same set), each once. */
export function sameSiblings(siblings: readonly number[], ids: readonly number[]): boolean {
  const want = new Set(siblings);
  return ids.length === want.size && new Set(ids).size === ids.length && ids.every((id) => want.has(id));
}
